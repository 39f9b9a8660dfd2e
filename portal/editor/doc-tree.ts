import { CONTAINS, MAX_DOC_DEPTH, type DocNodeKind } from '../../contract/doc-nodes';
import { ApiError, CODE } from '../http';
import { API_DOC, groupByParent, MENU } from '../docs/nodes';

/** The tree rules of the documentation centre, on an in-memory copy of one language's tree. Pure. */

export interface PlacedNode {
  id: number;
  parent_id: number | null;
  type: 'DIRECTORY' | 'DOCUMENT';
  category: string;
  product_code: string;
  name: string;
  sort: number;
}

export function kindOf(node: Pick<PlacedNode, 'parent_id' | 'type' | 'category'>): DocNodeKind {
  if (node.category === MENU) return node.parent_id === null ? 'group' : 'product';
  if (node.category === API_DOC) return node.parent_id === null ? 'apiProduct' : node.type === 'DIRECTORY' ? 'apiCategory' : 'apiDocument';
  return node.type === 'DIRECTORY' ? 'directory' : 'article';
}

/** A tree rule broken: 400 naming the field, with what is allowed. */
const refuse = (field: string, message: string) => new ApiError(400, CODE.BAD_REQUEST, `${field}: ${message}`, field);

/** Levels from the node up to its product (a product's child is 1); 0 outside product documentation. */
function levelBelowProduct(byId: Map<number, PlacedNode>, id: number): number {
  let level = 0;
  for (let at = byId.get(id); at && kindOf(at) !== 'product'; at = at.parent_id === null ? undefined : byId.get(at.parent_id)) {
    level += 1;
    if (level > 50) break;
  }
  return level;
}

/** Levels the subtree of `id` spans (1 for a document or an empty directory). */
function height(childrenOf: Map<number, PlacedNode[]>, id: number, guard = 0): number {
  if (guard > 50) return guard;
  return 1 + Math.max(0, ...(childrenOf.get(id) ?? []).map((c) => height(childrenOf, c.id, guard + 1)));
}

/** Each node's children in sibling order (sort, then id). */
export function childrenMap(nodes: Iterable<PlacedNode>): Map<number, PlacedNode[]> {
  const out = groupByParent(nodes);
  for (const list of out.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id);
  return out;
}

/**
 * Checks that `kind` may sit under `parent` (null: at the top, for menu groups and API products only): the parent's
 * kind holds it, it stays in its product, no directory goes into itself, and directories stay within MAX_DOC_DEPTH.
 * `node` is the node being moved (null when creating one); its own subtree counts for depth.
 */
export function checkPlacement(byId: Map<number, PlacedNode>, kind: DocNodeKind, parent: PlacedNode | null, node: PlacedNode | null, field = 'parentId'): void {
  const top = kind === 'group' || kind === 'apiProduct';
  if (!parent) {
    if (!top) throw refuse(field, `a ${kind} needs a parent`);
    return;
  }
  if (top) throw refuse(field, `a ${kind} stays at the top of the tree`);
  const parentKind = kindOf(parent);
  if (!CONTAINS[parentKind].includes(kind)) {
    const allowed = CONTAINS[parentKind];
    throw refuse(field, `a ${parentKind} cannot contain a ${kind}${allowed.length ? ` (it holds ${allowed.join(' and ')} nodes)` : ' (it holds nothing)'}`);
  }
  if (node && kind !== 'product' && parent.product_code !== node.product_code) {
    throw refuse(field, `"${node.name}" belongs to product ${node.product_code} and stays in it; move it within that product`);
  }
  if (node) {
    for (let at: PlacedNode | undefined = parent, steps = 0; at; at = at.parent_id === null ? undefined : byId.get(at.parent_id), steps++) {
      if (at.id === node.id || steps > 50) throw refuse(field, `"${node.name}" cannot move into itself or one of its own directories`);
    }
  }
  if (kind === 'directory' || kind === 'article') {
    const span = node ? height(childrenMap(byId.values()), node.id) : 1;
    if (levelBelowProduct(byId, parent.id) + span > MAX_DOC_DEPTH) {
      throw refuse(field, `documentation nests at most ${MAX_DOC_DEPTH} levels below a product; this would make ${levelBelowProduct(byId, parent.id) + span}`);
    }
  }
}

/**
 * The sort value that puts a node at `position` among `siblings` (in order, without the node): the middle of its
 * neighbours' values, so no sibling changes. null when two neighbours are too close to fit one between.
 */
export function sortAt(siblings: Array<Pick<PlacedNode, 'sort'>>, position: number): number | null {
  const at = Math.max(0, Math.min(position, siblings.length));
  const before = siblings[at - 1]?.sort;
  const after = siblings[at]?.sort;
  if (before === undefined && after === undefined) return 0;
  if (before === undefined) return (after as number) - 1;
  if (after === undefined) return before + 1;
  const middle = (before + after) / 2;
  return middle > before && middle < after ? middle : null;
}
