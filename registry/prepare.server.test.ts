import { narrowed } from '../contract/module-declaration';
import { prepareModules } from './prepare.server';
import type { LoaderContext } from './types';

// Loader of richText that fails on demand, to show a failing loader only drops its own module.
jest.mock('./loaders.server', () => ({
  moduleLoader: async () => async (details: { html: string }) => {
    if (details.html === 'loader-fails') throw new Error('upstream down');
    if (details.html === 'wants-more') return { interactive: 'when-visible' };
    return { details: { ...details, html: `<p>${details.html}</p>` } };
  },
}));

const ctx = { preview: false } as LoaderContext;
const view = (id: number, details: unknown, type = 'richText', name = `Module ${id}`) => ({
  id: String(id),
  name,
  type,
  details: typeof details === 'string' ? details : JSON.stringify(details),
});

describe('prepareModules (registry rules)', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps valid modules in order, parsed and loaded', async () => {
    const { modules, skipped } = await prepareModules([view(1, { visible: true, html: 'one' }), view(2, { html: 'two', title: 'Two' })], ctx);
    expect(modules.map((m) => [m.id, m.name, m.type, m.folder, m.interactive])).toEqual([
      ['1', 'Module 1', 'richText', 'rich-text', false],
      ['2', 'Module 2', 'richText', 'rich-text', false],
    ]);
    expect(modules[1].details).toEqual({ html: '<p>two</p>', title: 'Two' });
    expect(skipped).toEqual([]);
  });

  it('skips visible:false, unparsable JSON, invalid details, unknown types and failed loaders; keeps the rest', async () => {
    const { modules, skipped } = await prepareModules(
      [
        view(1, { visible: false, html: 'hidden' }),
        view(2, '{not json'),
        view(3, { html: 42 }),
        view(4, { html: 'x' }, 'noSuchType'),
        view(5, { html: 'loader-fails' }),
        view(6, { html: 'kept' }),
      ],
      ctx,
    );
    expect(modules.map((m) => m.id)).toEqual(['6']);
    expect(Object.fromEntries(skipped.map((s) => [s.id, s.reason]))).toEqual({
      '1': 'hidden',
      '2': 'details are not valid JSON',
      '3': expect.stringMatching(/^details invalid at html/),
      '4': 'unknown module type',
      '5': 'loader failed: upstream down',
    });
  });

  it("takes a loader's interactivity for its instance only where it is narrower than its type's", () => {
    expect(narrowed('when-visible', 'when-used')).toBe('when-used');
    expect(narrowed('when-visible', false)).toBe(false);
    expect(narrowed('when-used', undefined)).toBe('when-used');
    expect(narrowed('when-used', 'when-visible')).toBe('when-used');
    expect(narrowed(false, 'when-used')).toBe(false);
  });

  it("never lets a loader widen its type's interactivity (rich text is static)", async () => {
    const { modules } = await prepareModules([view(1, { html: 'wants-more' })], ctx);
    expect(modules[0].interactive).toBe(false);
  });

  it('accepts details given as an object as well as JSON text', async () => {
    const { modules } = await prepareModules([{ id: '7', name: 'Obj', type: 'richText', details: { html: 'obj' } as unknown as string }], ctx);
    expect(modules[0].details).toEqual({ html: '<p>obj</p>' });
  });

  it('in preview keeps each skipped module (not a hidden one) in its place, saying why; visitors get none of them', async () => {
    const list = [
      view(1, { html: 'first' }),
      view(2, { html: 'x' }, 'noSuchType', 'Mystery'),
      view(3, '{not json'),
      view(4, { html: 42 }),
      view(5, { html: 'loader-fails' }),
      view(6, { visible: false, html: 'hidden' }),
      view(7, { html: 'last' }),
    ];
    const preview = await prepareModules(list, { preview: true } as LoaderContext);
    expect(preview.modules.map((m) => [m.id, m.skipped ?? null])).toEqual([
      ['1', null],
      ['2', { kind: 'unknownType' }],
      ['3', { kind: 'invalidJson' }],
      ['4', { kind: 'invalidField', field: 'html', message: expect.stringMatching(/^Expected a string/) }],
      ['5', { kind: 'loaderFailed', message: 'upstream down' }],
      ['7', null],
    ]);
    expect(preview.modules[1]).toMatchObject({ name: 'Mystery', type: 'noSuchType', details: null, data: null });
    const visitor = await prepareModules(list, ctx);
    expect(visitor.modules.map((m) => m.id)).toEqual(['1', '7']);
  });
});
