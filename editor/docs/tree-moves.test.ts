import type { EditorDocNode } from '../../contract/doc-nodes';
import { canHold, moveTargets, quickMoves } from './tree-moves';

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
