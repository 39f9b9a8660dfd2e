import { arrangeTree, documentsInOrder, neighbours, pathTo, type CateNode, type TreeNode } from './tree';

const doc = (id: number, name = `doc ${id}`): CateNode => ({ id, pageCode: `d${id}`, type: 'DOCUMENT', name });
const dir = (id: number, children: CateNode[], nestedCategory = false): CateNode => ({ id, pageCode: `c${id}`, type: 'DIRECTORY', name: `dir ${id}`, nestedCategory, children });
/** A compact picture of a tree: name, flags, children. */
const shape = (nodes: TreeNode[]): unknown[] =>
  nodes.map((n) => {
    const flags = [n.generated && 'generated', n.placeholder && 'placeholder', n.expanded && 'expanded', n.disabled && 'disabled'].filter(Boolean).join(',');
    const label = n.placeholder ? '(empty)' : n.name;
    return n.type === 'DOCUMENT' ? `${label}${flags && ` [${flags}]`}` : { [`${label}${flags && ` [${flags}]`}`]: shape(n.children) };
  });

describe('arrangeTree: plain directories', () => {
  it('keeps documents and directories in the order given, collapsed and enabled', () => {
    const tree = arrangeTree([doc(1), dir(2, [doc(3), doc(4)]), doc(5)]);
    expect(shape(tree)).toEqual(['doc 1', { 'dir 2': ['doc 3', 'doc 4'] }, 'doc 5']);
    expect(tree[1].expanded).toBe(false);
    expect(tree[1].disabled).toBe(false);
  });

  it('returns an empty tree for no nodes', () => {
    expect(arrangeTree([])).toEqual([]);
  });

  it('gives every node a unique key', () => {
    const tree = arrangeTree([dir(1, [doc(2), dir(3, [], true)]), dir(4, [doc(5), dir(6, [doc(7)])], true), dir(8, [])]);
    const keys: string[] = [];
    const walk = (ns: TreeNode[]) => ns.forEach((n) => (keys.push(n.key), walk(n.children)));
    walk(tree);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('arrangeTree: empty directories', () => {
  it('gives an empty directory a placeholder child', () => {
    const tree = arrangeTree([dir(1, [])]);
    expect(shape(tree)).toEqual([{ 'dir 1': ['(empty) [placeholder]'] }]);
    expect(tree[0].children[0].id).toBeNull();
  });

  it('treats a directory without a children list as empty', () => {
    const tree = arrangeTree([{ id: 1, pageCode: 'c1', type: 'DIRECTORY', name: 'dir 1' }]);
    expect(shape(tree)).toEqual([{ 'dir 1': ['(empty) [placeholder]'] }]);
  });

  it('fills empty directories at any depth, but not the directories above them', () => {
    const tree = arrangeTree([dir(1, [dir(2, [dir(3, [])])])]);
    expect(shape(tree)).toEqual([{ 'dir 1': [{ 'dir 2': [{ 'dir 3': ['(empty) [placeholder]'] }] }] }]);
  });

  it('never gives a document children', () => {
    const tree = arrangeTree([{ ...doc(1), children: [doc(2)] }]);
    expect(tree[0].children).toEqual([]);
  });
});

describe('arrangeTree: nested categories', () => {
  it('expands and disables a nested category and wraps its documents under a generated directory', () => {
    const tree = arrangeTree([dir(1, [doc(2), doc(3)], true)]);
    expect(shape(tree)).toEqual([{ 'dir 1 [expanded,disabled]': [{ 'dir 1 [generated]': ['doc 2', 'doc 3'] }] }]);
    const generated = tree[0].children[0];
    expect(generated.type).toBe('DIRECTORY');
    expect(generated.id).toBeNull();
  });

  it('keeps a nested category’s sub-directories beside the generated node, after it', () => {
    const tree = arrangeTree([dir(1, [dir(4, [doc(5)]), doc(2)], true)]);
    expect(shape(tree)).toEqual([{ 'dir 1 [expanded,disabled]': [{ 'dir 1 [generated]': ['doc 2'] }, { 'dir 4': ['doc 5'] }] }]);
  });

  it('adds no generated node when a nested category has no documents', () => {
    const tree = arrangeTree([dir(1, [dir(4, [doc(5)])], true)]);
    expect(shape(tree)).toEqual([{ 'dir 1 [expanded,disabled]': [{ 'dir 4': ['doc 5'] }] }]);
  });

  it('gives an empty nested category a placeholder child', () => {
    expect(shape(arrangeTree([dir(1, [], true)]))).toEqual([{ 'dir 1 [expanded,disabled]': ['(empty) [placeholder]'] }]);
  });

  it('applies the rules to nested categories inside nested categories', () => {
    const tree = arrangeTree([dir(1, [dir(2, [doc(3)], true), doc(4), dir(5, [])], true)]);
    expect(shape(tree)).toEqual([
      {
        'dir 1 [expanded,disabled]': [
          { 'dir 1 [generated]': ['doc 4'] },
          { 'dir 5': ['(empty) [placeholder]'] },
          { 'dir 2 [expanded,disabled]': [{ 'dir 2 [generated]': ['doc 3'] }] },
        ],
      },
    ]);
  });

  it('ignores the nested flag on a document', () => {
    const tree = arrangeTree([{ ...doc(1), nestedCategory: true }, doc(2)]);
    expect(shape(tree)).toEqual(['doc 1', 'doc 2']);
  });
});

describe('arrangeTree: mixed ordering', () => {
  it('sorts nested categories after non-nested siblings, each group keeping its order', () => {
    const tree = arrangeTree([dir(1, [doc(11)], true), doc(2), dir(3, [doc(31)]), dir(4, [doc(41)], true), doc(5)]);
    expect(tree.map((n) => n.name)).toEqual(['doc 2', 'dir 3', 'doc 5', 'dir 1', 'dir 4']);
  });

  it('sorts at every level, not only the top', () => {
    const tree = arrangeTree([dir(1, [dir(2, [], true), doc(3), dir(4, [doc(5)])])]);
    expect(tree[0].children.map((n) => n.name)).toEqual(['doc 3', 'dir 4', 'dir 2']);
  });
});

describe('reading order', () => {
  const tree = arrangeTree([dir(1, [doc(11), doc(12)], true), doc(2), dir(3, [doc(31), dir(32, [])]), doc(4)]);

  it('lists real documents in the order shown, skipping placeholders', () => {
    expect(documentsInOrder(tree).map((d) => d.id)).toEqual([2, 31, 4, 11, 12]);
  });

  it('finds the previous and next article across directories', () => {
    expect(neighbours(tree, 31)).toMatchObject({ prev: { id: 2 }, next: { id: 4 } });
    expect(neighbours(tree, 4)).toMatchObject({ prev: { id: 31 }, next: { id: 11 } });
  });

  it('has no previous article for the first and no next for the last', () => {
    expect(neighbours(tree, 2).prev).toBeNull();
    expect(neighbours(tree, 12).next).toBeNull();
    expect(neighbours(tree, 999)).toEqual({ prev: null, next: null });
  });

  it('finds the directories leading to a document', () => {
    const keys = pathTo(tree, 12);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(tree[3].key); // the nested category, sorted last
    expect(pathTo(tree, 999)).toEqual([]);
  });
});
