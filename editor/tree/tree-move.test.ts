import { dropAllowed, flatten, moveItem, project, removeItem, type CanDrop, type TreeItem } from './tree-move';

const leaf = (id: string, canHaveChildren?: boolean): TreeItem => ({ id, label: id.toUpperCase(), children: [], ...(canHaveChildren === false ? { canHaveChildren } : {}) });
// a(b, c(d)), e
const tree = (): TreeItem[] => [
  { ...leaf('a'), children: [leaf('b'), { ...leaf('c'), children: [leaf('d')] }] },
  leaf('e'),
];
const shape = (items: TreeItem[]): string => items.map((i) => i.id + (i.children.length ? `(${shape(i.children)})` : '')).join(',');

describe('moveItem', () => {
  it('reorders among siblings, nests under another item and takes a subtree out to the top', () => {
    expect(shape(moveItem(tree(), { id: 'e', parentId: null, index: 0 }))).toBe('e,a(b,c(d))');
    expect(shape(moveItem(tree(), { id: 'e', parentId: 'c', index: 0 }))).toBe('a(b,c(e,d))');
    expect(shape(moveItem(tree(), { id: 'c', parentId: null, index: 2 }))).toBe('a(b),e,c(d)');
    expect(shape(moveItem(tree(), { id: 'b', parentId: 'a', index: 1 }))).toBe('a(c(d),b),e');
  });

  it('refuses a move into its own subtree, under a leaf kind or an unknown parent, and leaves the tree as it was', () => {
    const items = tree();
    expect(moveItem(items, { id: 'a', parentId: 'd', index: 0 })).toBe(items);
    expect(moveItem(items, { id: 'a', parentId: 'a', index: 0 })).toBe(items);
    expect(moveItem(items, { id: 'x', parentId: null, index: 0 })).toBe(items);
    expect(moveItem(items, { id: 'b', parentId: 'nope', index: 0 })).toBe(items);
    const flat = [leaf('p', false), leaf('q', false)];
    expect(moveItem(flat, { id: 'q', parentId: 'p', index: 0 })).toBe(flat);
  });

  it('clamps an index past the end and removes subtrees', () => {
    expect(shape(moveItem(tree(), { id: 'b', parentId: null, index: 99 }))).toBe('a(c(d)),e,b');
    expect(shape(removeItem(tree(), 'c'))).toBe('a(b),e');
  });
});

describe('canDrop', () => {
  // The caller's rule: only c takes children, and e stays at the top.
  const calls: Array<[string, string | null]> = [];
  const rule: CanDrop = (item, parent) => {
    calls.push([item.id, parent?.id ?? null]);
    return item.id === 'e' ? parent === null : parent?.id === 'c' || (parent === null && item.id !== 'd');
  };

  it('asks with the item and its new parent (null: the top level), and moves only what it allows', () => {
    calls.length = 0;
    expect(shape(moveItem(tree(), { id: 'b', parentId: 'c', index: 1 }, rule))).toBe('a(c(d,b)),e');
    expect(calls).toEqual([['b', 'c']]);
    expect(shape(moveItem(tree(), { id: 'c', parentId: null, index: 0 }, rule))).toBe('c(d),a(b),e');
    expect(dropAllowed(tree(), { id: 'e', parentId: null, index: 0 }, rule)).toBe(true);
  });

  it('leaves the tree as it was when it refuses', () => {
    const items = tree();
    expect(moveItem(items, { id: 'e', parentId: 'c', index: 0 }, rule)).toBe(items);
    expect(moveItem(items, { id: 'b', parentId: 'e', index: 0 }, rule)).toBe(items);
    expect(moveItem(items, { id: 'd', parentId: null, index: 0 }, rule)).toBe(items);
    expect(dropAllowed(items, { id: 'd', parentId: null, index: 0 }, rule)).toBe(false);
  });

  it('is not asked about moves the tree itself refuses', () => {
    calls.length = 0;
    expect(dropAllowed(tree(), { id: 'a', parentId: 'd', index: 0 }, () => true)).toBe(false);
    expect(dropAllowed(tree(), { id: 'x', parentId: null, index: 0 }, rule)).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('project', () => {
  const rows = flatten(tree()); // a0 b1 c1 d2 e0
  it('flattens in reading order with depth, parent and sibling position', () => {
    expect(rows.map((r) => [r.id, r.depth, r.parentId, r.index, r.count])).toEqual([
      ['a', 0, null, 0, 2], ['b', 1, 'a', 0, 2], ['c', 1, 'a', 1, 2], ['d', 2, 'c', 0, 1], ['e', 0, null, 1, 2],
    ]);
  });

  it('indents under the row above and outdents, within what the rows around allow', () => {
    // The row above e is d (depth 2): e may go one level right (a's last child), two (c's) or three (d's).
    expect(project(rows, 'e', 'e', 1)).toEqual({ depth: 1, parentId: 'a', index: 2 });
    expect(project(rows, 'e', 'e', 2)).toEqual({ depth: 2, parentId: 'c', index: 1 });
    expect(project(rows, 'e', 'e', 5)).toEqual({ depth: 3, parentId: 'd', index: 0 });
    expect(project(rows, 'e', 'e', 5, 1)).toEqual({ depth: 1, parentId: 'a', index: 2 });
    // b one level left would leave c (its next row, depth 1) without the parent it needs: b stays at depth 1.
    expect(project(rows, 'b', 'b', -1)).toEqual({ depth: 1, parentId: 'a', index: 0 });
    // d one level left becomes c's next sibling.
    expect(project(rows, 'd', 'd', -1)).toEqual({ depth: 1, parentId: 'a', index: 2 });
  });

  it('moves up and down by the row it is over, keeping its depth when it can', () => {
    expect(project(rows, 'e', 'a', 0)).toEqual({ depth: 0, parentId: null, index: 0 });
    // Below c comes c's child d: b lands between them, so it becomes c's first child.
    expect(project(rows, 'b', 'c', 0)).toEqual({ depth: 2, parentId: 'c', index: 0 });
    expect(project(rows, 'b', 'e', 0)).toEqual({ depth: 1, parentId: 'e', index: 0 });
    expect(project(rows, 'b', 'e', -1)).toEqual({ depth: 0, parentId: null, index: 2 });
  });

  it('never nests under an item that takes no children', () => {
    const flat = flatten([leaf('p', false), leaf('q', false)]);
    expect(project(flat, 'q', 'q', 1)).toEqual({ depth: 0, parentId: null, index: 1 });
  });
});
