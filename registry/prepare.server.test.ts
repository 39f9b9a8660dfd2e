import { prepareModules } from './prepare.server';
import type { LoaderContext } from './types';

// Loader of richText that fails on demand, to show a failing loader only drops its own module.
jest.mock('./loaders.server', () => ({
  loaders: {
    richText: async (details: { html: string }) => {
      if (details.html === 'loader-fails') throw new Error('upstream down');
      return { details: { ...details, html: `<p>${details.html}</p>` } };
    },
  },
}));

const ctx = {} as LoaderContext;
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
    expect(modules.map((m) => [m.id, m.name, m.type])).toEqual([
      ['1', 'Module 1', 'richText'],
      ['2', 'Module 2', 'richText'],
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

  it('accepts details given as an object as well as JSON text', async () => {
    const { modules } = await prepareModules([{ id: '7', name: 'Obj', type: 'richText', details: { html: 'obj' } as unknown as string }], ctx);
    expect(modules[0].details).toEqual({ html: '<p>obj</p>' });
  });
});
