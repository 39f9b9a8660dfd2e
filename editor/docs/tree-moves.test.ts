import type { EditorDocNode } from '../../contract/doc-nodes';
import { moveItem } from '../tree/tree-move';
import { allNodes, canHold, dropRule, mayHold, moveOfDrop, moveTargets, quickMoves, sortableItems } from './tree-moves';

const n = (id: number, kind: EditorDocNode['kind'], children: EditorDocNode[] = [], productCode = 'cdn'): EditorDocNode => ({
  id, parentId: null, kind, name: `n${id}`, productCode, published: true, hasDraft: false, version: 1, path: null, children,
});

const tree = [
  n(100, 'group', [
    n(110, 'product', [n(111, 'directory', [n(1111, 'article')]), n(115, 'article'), n(112, 'directory', [n(1121, 'directory')])]),
    n(210, 'product', [n(211, 'directory', [], 'waf')], 'waf'),
  ], ''),
];

describe('moves the editor offers', () => {
  it('offers up, down, into the directory above and out of the parent', () => {
    const moves = quickMoves(tree, 115);
    expect(moves.up).toEqual({ parentId: 110, position: 0 });
    expect(moves.down).toEqual({ parentId: 110, position: 2 });
    expect(moves.into).toMatchObject({ parentId: 111, position: 1 });
    expect(moves.out).toBeUndefined(); // a group cannot hold an article
    expect(quickMoves(tree, 1111).out).toMatchObject({ parentId: 110, position: 1 });
  });

  it('never offers a directory into itself, another product, or a document', () => {
    const dir = tree[0].children[0].children[2];
    const targets = moveTargets(tree, dir).map((t) => t.target.id);
    expect(targets).toEqual([110, 111]);
    expect(canHold(tree[0].children[0].children[1], dir)).toBe(false);
  });
});

describe('the tree rules as the sortable tree asks them', () => {
  const deep = [
    n(100, 'group', [
      n(110, 'product', [n(1, 'directory', [n(2, 'directory', [n(3, 'directory', [n(4, 'directory')])])]), n(5, 'directory', [n(6, 'article')]), n(7, 'article')]),
    ], ''),
  ];
  const find = (tree: EditorDocNode[], id: number): EditorDocNode =>
    allNodes(tree).find((x) => x.id === id)!;

  it('keeps documentation within five levels below its product, counting the moved subtree', () => {
    expect(mayHold(deep, find(deep, 4), find(deep, 7))).toBe(true); // level 4 + an article = 5
    expect(mayHold(deep, find(deep, 4), find(deep, 5))).toBe(false); // level 4 + a directory holding an article = 6
    expect(mayHold(deep, find(deep, 3), find(deep, 5))).toBe(true);
    expect(moveTargets(deep, find(deep, 5)).map((x) => x.target.id)).toEqual([110, 1, 2, 3]);
  });

  const items = sortableItems(tree);
  const rule = dropRule(tree);
  const item = (id: number) => ({ id: String(id), label: '', children: [] });

  it('shows the tree by name, and documents take no children', () => {
    expect(items[0].children[0].children.map((i) => [i.id, i.label, i.canHaveChildren])).toEqual([
      ['111', 'n111', true], ['115', 'n115', false], ['112', 'n112', true],
    ]);
  });

  it('allows a directory or another product of the same product, and only roots at the top', () => {
    expect(rule(item(115), item(112))).toBe(true);
    expect(rule(item(115), item(110))).toBe(true);
    expect(rule(item(115), item(211))).toBe(false); // another product's directory
    expect(rule(item(115), item(100))).toBe(false); // a group holds products only
    expect(rule(item(115), null)).toBe(false);
    expect(rule(item(112), item(1121))).toBe(false); // into itself
    expect(rule(item(110), item(100))).toBe(true);
    expect(rule(item(100), null)).toBe(true);
    expect(rule(item(999), null)).toBe(false);
    // The generic tree refuses what the rule refuses.
    expect(moveItem(items, { id: '115', parentId: '211', index: 0 }, rule)).toBe(items);
  });

  it('turns a drop into the parent and position the move API takes', () => {
    expect(moveOfDrop(tree, { id: '115', parentId: '112', index: 1 })).toMatchObject({ node: { id: 115 }, to: { parentId: 112, position: 1 }, parent: { id: 112 } });
    const roots = [n(1, 'group'), n(2, 'group'), n(3, 'apiProduct'), n(4, 'apiProduct')];
    // At the top the API counts only the node's own kind: API product 4 before 3 is position 0.
    expect(moveOfDrop(roots, { id: '4', parentId: null, index: 2 })?.to).toEqual({ parentId: null, position: 0 });
    expect(moveOfDrop(roots, { id: '1', parentId: null, index: 1 })?.to).toEqual({ parentId: null, position: 1 });
    expect(moveOfDrop(roots, { id: '9', parentId: null, index: 0 })).toBeNull();
  });
});
