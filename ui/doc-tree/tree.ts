import type { CateNode } from '../../contract/api-types';

/**
 * Document tree rules: nested categories are expanded and disabled, their document children are
 * wrapped under a generated directory node, and they sort after non-nested siblings; an empty directory gets
 * a placeholder child. Pure, so the server loader and the tests share it.
 */

export type { CateNode };

/** A node ready to show: every directory has children, generated and placeholder nodes are marked. */
export interface TreeNode {
  /** Unique within the tree (generated nodes have no id of their own). */
  key: string;
  id: number | null;
  pageCode: string;
  type: 'DIRECTORY' | 'DOCUMENT';
  name: string;
  productCode: string;
  nestedCategory: boolean;
  expanded: boolean;
  disabled: boolean;
  generated: boolean;
  placeholder: boolean;
  children: TreeNode[];
}

function base(node: CateNode, key: string): TreeNode {
  return {
    key,
    id: node.id,
    pageCode: node.pageCode,
    type: node.type,
    name: node.name,
    productCode: node.productCode ?? '',
    nestedCategory: Boolean(node.nestedCategory),
    expanded: false,
    disabled: false,
    generated: false,
    placeholder: false,
    children: [],
  };
}

function placeholder(parentKey: string): TreeNode {
  return { ...base({ id: 0, pageCode: '', type: 'DOCUMENT', name: '' }, `${parentKey}/empty`), id: null, placeholder: true };
}

const isNested = (n: CateNode) => n.type === 'DIRECTORY' && Boolean(n.nestedCategory);

function arrangeNode(node: CateNode, key: string): TreeNode {
  const out = base(node, key);
  if (node.type === 'DOCUMENT') return out;
  const children = node.children ?? [];
  if (isNested(node)) {
    out.expanded = true;
    out.disabled = true;
    const documents = children.filter((c) => c.type === 'DOCUMENT');
    const directories = children.filter((c) => c.type === 'DIRECTORY');
    if (documents.length) {
      out.children.push({
        ...base(node, `${key}/documents`),
        id: null,
        nestedCategory: false,
        generated: true,
        children: documents.map((d) => arrangeNode(d, `${key}/${d.type}-${d.id}`)),
      });
    }
    out.children.push(...arrangeLevel(directories, key));
  } else {
    out.children = arrangeLevel(children, key);
  }
  if (!out.children.length) out.children = [placeholder(key)];
  return out;
}

function arrangeLevel(nodes: CateNode[], parentKey: string): TreeNode[] {
  // Stable: non-nested nodes keep their order, nested categories follow in theirs.
  const ordered = [...nodes.filter((n) => !isNested(n)), ...nodes.filter(isNested)];
  return ordered.map((n) => arrangeNode(n, `${parentKey}/${n.type}-${n.id}`));
}

/** The tree as the category and article pages show it. */
export function arrangeTree(nodes: CateNode[]): TreeNode[] {
  return arrangeLevel(nodes, '');
}

/** Real documents in reading order (the order shown), without placeholders. */
export function documentsInOrder(tree: TreeNode[]): TreeNode[] {
  return tree.flatMap((n) => (n.type === 'DOCUMENT' ? (n.placeholder ? [] : [n]) : documentsInOrder(n.children)));
}

/** Previous and next article around a document, in reading order; null at either end or when absent. */
export function neighbours(tree: TreeNode[], docId: number): { prev: TreeNode | null; next: TreeNode | null } {
  const docs = documentsInOrder(tree);
  const at = docs.findIndex((d) => d.id === docId);
  if (at < 0) return { prev: null, next: null };
  return { prev: docs[at - 1] ?? null, next: docs[at + 1] ?? null };
}

/** Keys of the directories that lead to a document, so the page can open them. */
export function pathTo(tree: TreeNode[], docId: number): string[] {
  for (const node of tree) {
    if (node.type === 'DOCUMENT') {
      if (node.id === docId && !node.placeholder) return [node.key];
      continue;
    }
    const below = pathTo(node.children, docId);
    if (below.length) return [node.key, ...below];
  }
  return [];
}
