/** A node of an editable tree: what SortableTree shows and moves. Pure data, so the move rules are tested without React. */
export interface TreeItem {
  id: string;
  label: string;
  children: TreeItem[];
  /** False for an item nothing may be nested under (a leaf kind, a flat list's entry). Default true. */
  canHaveChildren?: boolean;
}

/**
 * The caller's own placement rules (which kind may hold which, say): whether `item` may go under `newParent` (null:
 * the top level). The tree itself only knows `canHaveChildren` and that nothing goes into its own subtree.
 */
export type CanDrop = (item: TreeItem, newParent: TreeItem | null) => boolean;

/** Where an item goes: under parentId (null: the top level), at index among its new siblings. */
export interface TreeMove {
  id: string;
  parentId: string | null;
  index: number;
}

/** One row of the tree in reading order, as the sortable list shows it. */
export interface FlatItem {
  id: string;
  item: TreeItem;
  parentId: string | null;
  depth: number;
  /** Its index among its siblings, and how many siblings (itself included) it has. */
  index: number;
  count: number;
}

export function flatten(items: TreeItem[], parentId: string | null = null, depth = 0): FlatItem[] {
  return items.flatMap((item, index) => [
    { id: item.id, item, parentId, depth, index, count: items.length },
    ...flatten(item.children, item.id, depth + 1),
  ]);
}

export function findItem(items: TreeItem[], id: string): TreeItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = findItem(item.children, id);
    if (found) return found;
  }
  return undefined;
}

const contains = (item: TreeItem, id: string): boolean => item.children.some((c) => c.id === id || contains(c, id));

/** The tree without the item `id` (and its subtree), and that item. */
function detach(items: TreeItem[], id: string): [TreeItem[], TreeItem | undefined] {
  let taken: TreeItem | undefined;
  const walk = (list: TreeItem[]): TreeItem[] =>
    list.flatMap((item) => {
      if (item.id === id) {
        taken = item;
        return [];
      }
      return [contains(item, id) ? { ...item, children: walk(item.children) } : item];
    });
  return [walk(items), taken];
}

function insert(items: TreeItem[], parentId: string | null, index: number, node: TreeItem): TreeItem[] {
  if (parentId === null) {
    const at = Math.max(0, Math.min(index, items.length));
    return [...items.slice(0, at), node, ...items.slice(at)];
  }
  return items.map((item) => (item.id === parentId ? { ...item, children: insert(item.children, null, index, node) } : { ...item, children: insert(item.children, parentId, index, node) }));
}

/**
 * The tree after moving `move.id` under `move.parentId` at `move.index` (counted among the siblings it will have).
 * An impossible move (unknown item or parent, a parent that takes no children, an item into its own subtree, one the
 * caller's `canDrop` refuses) returns the tree unchanged, so a stale or hostile drop cannot lose items.
 */
export function moveItem(items: TreeItem[], move: TreeMove, canDrop?: CanDrop): TreeItem[] {
  const node = findItem(items, move.id);
  if (!node || !dropAllowed(items, move, canDrop)) return items;
  const [rest] = detach(items, move.id);
  return insert(rest, move.parentId, move.index, node);
}

/**
 * Whether `move` is possible: the item and its new parent exist, the parent takes children, the item does not go into
 * its own subtree, and the caller's `canDrop` (when given) agrees.
 */
export function dropAllowed(items: TreeItem[], move: TreeMove, canDrop?: CanDrop): boolean {
  const node = findItem(items, move.id);
  if (!node) return false;
  const parent = move.parentId === null ? null : findItem(items, move.parentId);
  if (move.parentId !== null && (!parent || parent.canHaveChildren === false || parent.id === node.id || contains(node, parent.id))) return false;
  return canDrop ? canDrop(node, parent ?? null) : true;
}

/** The tree without `id` and its subtree. */
export const removeItem = (items: TreeItem[], id: string): TreeItem[] => detach(items, id)[0];

/** Where a dragged row would land, and at which depth: what the tree shows while dragging and applies on drop. */
export interface Projection {
  depth: number;
  parentId: string | null;
  index: number;
}

/**
 * The landing place of `activeId` dragged over `overId` and `offsetDepth` levels right (negative: left) of where it
 * started. `rows` is the flattened tree without the dragged item's descendants. Depth is kept between the row below
 * (it must stay a sibling or child of what follows) and one deeper than the row above (when that row takes children).
 */
export function project(rows: FlatItem[], activeId: string, overId: string, offsetDepth: number, maxDepth = Infinity): Projection | null {
  const from = rows.findIndex((r) => r.id === activeId);
  const to = rows.findIndex((r) => r.id === overId);
  if (from < 0 || to < 0) return null;
  const active = rows[from];
  const moved = [...rows];
  moved.splice(from, 1);
  moved.splice(to, 0, active);
  const previous = moved[to - 1];
  const next = moved[to + 1];
  const deepest = previous ? previous.depth + (previous.item.canHaveChildren === false ? 0 : 1) : 0;
  const shallowest = next ? next.depth : 0;
  const depth = Math.max(Math.min(active.depth + offsetDepth, deepest, maxDepth), Math.min(shallowest, deepest));
  let parentId: string | null = null;
  if (previous && depth > 0) {
    if (depth === previous.depth) parentId = previous.parentId;
    else if (depth > previous.depth) parentId = previous.id;
    else parentId = moved.slice(0, to).reverse().find((r) => r.depth === depth)?.parentId ?? null;
  }
  // The index among the new siblings: the rows above at this depth under the same parent.
  const index = moved.slice(0, to).filter((r) => r.depth === depth && r.parentId === parentId).length;
  return { depth, parentId, index };
}
