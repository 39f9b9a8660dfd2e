import { CONTAINS, MAX_DOC_DEPTH, type DocNodeKind, type EditorDocNode } from '../../contract/doc-nodes';
import type { CanDrop, TreeItem, TreeMove } from '../tree/tree-move';

/**
 * Where a node of the editor's tree may go, worked out in the browser to offer only moves the tree rules allow
 * (the API checks them again). Pure.
 */

export interface Located {
  node: EditorDocNode;
  parent: EditorDocNode | null;
  /** The node's siblings in order, itself included (top-level nodes: the others of its kind). */
  siblings: EditorDocNode[];
  index: number;
}

export interface MoveTarget {
  parentId: number | null;
  position: number;
}

export function locate(tree: EditorDocNode[], id: number): Located | null {
  const walk = (nodes: EditorDocNode[], parent: EditorDocNode | null): Located | null => {
    for (const node of nodes) {
      if (node.id === id) {
        const siblings = parent ? nodes : nodes.filter((n) => n.kind === node.kind);
        return { node, parent, siblings, index: siblings.indexOf(node) };
      }
      const found = walk(node.children, node);
      if (found) return found;
    }
    return null;
  };
  return walk(tree, null);
}

const within = (root: EditorDocNode, id: number): boolean => root.id === id || root.children.some((c) => within(c, id));

/** Whether `parent` may hold `node`: its kind holds the node's kind, the same product, and not inside the node itself. */
export function canHold(parent: EditorDocNode, node: Pick<EditorDocNode, 'id' | 'kind' | 'productCode' | 'children'>): boolean {
  if (!CONTAINS[parent.kind].includes(node.kind)) return false;
  if (node.kind !== 'product' && parent.productCode !== node.productCode) return false;
  return !within(node as EditorDocNode, parent.id);
}

/** Every node in reading order. */
export const allNodes = (tree: EditorDocNode[]): EditorDocNode[] => tree.flatMap((n) => [n, ...allNodes(n.children)]);

/** Levels from a node up to its product (a product's child is 1, the product 0), by the tree's own nesting. */
function levelBelowProduct(tree: EditorDocNode[], id: number): number {
  const walk = (nodes: EditorDocNode[], level: number): number | null => {
    for (const n of nodes) {
      const here = n.kind === 'product' ? 0 : level;
      if (n.id === id) return here;
      const found = walk(n.children, here + 1);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(tree, 0) ?? 0;
}

/** Levels a subtree spans (1 for a document or an empty directory). */
const height = (node: EditorDocNode): number => 1 + Math.max(0, ...node.children.map(height));

/** canHold, and the subtree stays within MAX_DOC_DEPTH levels below its product (the API's rules, all of them). */
export function mayHold(tree: EditorDocNode[], parent: EditorDocNode, node: EditorDocNode): boolean {
  if (!canHold(parent, node)) return false;
  if (node.kind !== 'directory' && node.kind !== 'article') return true;
  return levelBelowProduct(tree, parent.id) + height(node) <= MAX_DOC_DEPTH;
}

/** Kinds that may be added under a node. */
export const addable = (kind: DocNodeKind): DocNodeKind[] => [...CONTAINS[kind]];

/** Every node that may hold `node`, in tree order, with its depth for indenting a list of choices. */
export function moveTargets(tree: EditorDocNode[], node: EditorDocNode): Array<{ target: EditorDocNode; depth: number }> {
  const out: Array<{ target: EditorDocNode; depth: number }> = [];
  const walk = (nodes: EditorDocNode[], depth: number) => {
    for (const n of nodes) {
      if (mayHold(tree, n, node)) out.push({ target: n, depth });
      if (n.id !== node.id) walk(n.children, depth + 1);
    }
  };
  walk(tree, 0);
  return out;
}

/** The one-step moves: up and down among siblings, out to after its parent, into the directory just above it. */
export function quickMoves(tree: EditorDocNode[], id: number) {
  const at = locate(tree, id);
  if (!at) return {};
  const { node, parent, siblings, index } = at;
  const parentId = parent?.id ?? null;
  const up: MoveTarget | undefined = index > 0 ? { parentId, position: index - 1 } : undefined;
  const down: MoveTarget | undefined = index < siblings.length - 1 ? { parentId, position: index + 1 } : undefined;
  const above = parent ? locate(tree, parent.id) : null;
  const out = above?.parent && mayHold(tree, above.parent, node) ? { parentId: above.parent.id, position: above.index + 1, into: above.parent } : undefined;
  const previous = siblings[index - 1];
  const into = previous && mayHold(tree, previous, node) ? { parentId: previous.id, position: previous.children.length, into: previous } : undefined;
  return { up, down, out, into };
}

/** The tree as SortableTree shows it: labelled by name, documents take no children. */
export const sortableItems = (tree: EditorDocNode[]): TreeItem[] =>
  tree.map((n) => ({ id: String(n.id), label: n.name, children: sortableItems(n.children), canHaveChildren: CONTAINS[n.kind].length > 0 }));

/** The tree rules as SortableTree's canDrop: only menu groups and API products sit at the top. */
export function dropRule(tree: EditorDocNode[]): CanDrop {
  const byId = new Map(allNodes(tree).map((n) => [String(n.id), n]));
  return (item, newParent) => {
    const node = byId.get(item.id);
    if (!node) return false;
    if (newParent === null) return node.kind === 'group' || node.kind === 'apiProduct';
    const parent = byId.get(newParent.id);
    return Boolean(parent && mayHold(tree, parent, node));
  };
}

/**
 * A drop in the sortable tree as the move API takes it. Its index counts every new sibling; at the top the API
 * counts only those of the node's own kind (menu groups and API products are ordered apart).
 */
export function moveOfDrop(tree: EditorDocNode[], move: TreeMove): { node: EditorDocNode; to: MoveTarget; parent: EditorDocNode | null } | null {
  const nodes = allNodes(tree);
  const node = nodes.find((n) => String(n.id) === move.id);
  if (!node) return null;
  if (move.parentId === null) {
    const before = tree.filter((n) => n.id !== node.id).slice(0, move.index);
    return { node, to: { parentId: null, position: before.filter((n) => n.kind === node.kind).length }, parent: null };
  }
  const parent = nodes.find((n) => String(n.id) === move.parentId);
  return parent ? { node, to: { parentId: parent.id, position: move.index }, parent } : null;
}
