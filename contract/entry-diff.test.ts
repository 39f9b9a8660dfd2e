import { diffEntries, diffKey } from './entry-diff';
import { describeChange } from '../portal/editor/diff';

const mod = (id: string, details: Record<string, unknown>, name = id) => ({ id, name, type: 'richText', details: { visible: true, ...details } });
const page = (modules: unknown[], extra: Record<string, unknown> = {}) => ({ title: 'T', summary: '', data: { path: '/p/', seo: {}, moduleViewList: modules, ...extra } });

describe('diffEntries', () => {
  it('names each changed field: title, a nested list item inside one module, SEO', () => {
    const before = page([mod('a', { items: [{ label: 'One' }, { label: 'Two' }] })]);
    const after = { ...page([mod('a', { items: [{ label: 'One' }, { label: 'Deux' }] })], { seo: { title: 'New' } }), title: 'T2' };
    const rows = diffEntries(before, after);
    expect(rows.map((r) => [diffKey(r), r.change, r.before, r.after])).toEqual([
      ['title', 'edited', 'T', 'T2'],
      ['data.seo.title', 'added', undefined, 'New'],
      ['module:a.details.items.1.label', 'edited', 'Two', 'Deux'],
    ]);
    expect(rows[2].module).toEqual({ id: 'a', name: 'a', type: 'richText' });
  });

  it('matches modules by id: a move is one row, additions and removals are rows of their own', () => {
    const rows = diffEntries(page([mod('a', {}), mod('b', {}), mod('c', {})]), page([mod('c', {}), mod('a', {}), mod('d', {})]));
    expect(rows.map((r) => [diffKey(r), r.change, r.before, r.after])).toEqual([
      ['module:b', 'removed', 'b', undefined],
      ['module:c', 'moved', 2, 1],
      ['module:a', 'moved', 1, 2],
      ['module:d', 'added', undefined, 'd'],
    ]);
  });

  it('compares site documents (lists and objects) leaf by leaf, and finds nothing in equal drafts', () => {
    const footer = [{ title: 'Legal', url: '/legal/' }];
    expect(diffEntries({ data: footer }, { data: [{ title: 'Legal', url: '/terms/' }, { title: 'New', url: '/n/' }] }).map(diffKey)).toEqual([
      'data.0.url', 'data.1',
    ]);
    expect(diffEntries(page([mod('a', { html: '<p>x</p>' })]), page([mod('a', { html: '<p>x</p>' })]))).toEqual([]);
  });

  it('stops at its row limit', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ v: i }));
    expect(diffEntries({ data: [] }, { data: many })).toHaveLength(200);
    expect(diffEntries({ data: [] }, { data: many }, Infinity)).toHaveLength(500);
  });
});

describe('describeChange (history summary) reads the same diff', () => {
  it('says what was added, removed, hidden, shown, edited and moved', () => {
    const before = page([mod('intro', { html: 'a' }, 'Intro'), mod('old', {}, 'Old'), mod('h', { visible: false }, 'H'), mod('s', {}, 'S')]);
    const after = { ...page([mod('s', { visible: false }, 'S'), mod('intro', { html: 'b' }, 'Intro'), mod('h', {}, 'H'), mod('new', {}, 'New')]), summary: 'd' };
    expect(describeChange(before, after)).toBe('description changed; added New; removed Old; hid S; showed H; edited Intro; reordered modules');
    expect(describeChange(page([]), page([], { seo: { title: 'x' } }))).toBe('SEO or settings changed');
    expect(describeChange({ data: { a: 1 } }, { data: { a: 2 } })).toBe('content changed');
    expect(describeChange(page([]), page([]))).toBe('no changes');
  });
});
