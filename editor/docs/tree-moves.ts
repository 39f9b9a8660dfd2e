import { CONTAINS, type DocNodeKind, type EditorDocNode } from '../../contract/doc-nodes';

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

/** Kinds that may be added under a node. */
export const addable = (kind: DocNodeKind): DocNodeKind[] => [...CONTAINS[kind]];

/** Every node that may hold `node`, in tree order, with its depth for indenting a list of choices. */
export function moveTargets(tree: EditorDocNode[], node: EditorDocNode): Array<{ target: EditorDocNode; depth: number }> {
  const out: Array<{ target: EditorDocNode; depth: number }> = [];
  const walk = (nodes: EditorDocNode[], depth: number) => {
    for (const n of nodes) {
      if (canHold(n, node)) out.push({ target: n, depth });
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
  const out = above?.parent && canHold(above.parent, node) ? { parentId: above.parent.id, position: above.index + 1, into: above.parent } : undefined;
  const previous = siblings[index - 1];
  const into = previous && canHold(previous, node) ? { parentId: previous.id, position: previous.children.length, into: previous } : undefined;
  return { up, down, out, into };
}
