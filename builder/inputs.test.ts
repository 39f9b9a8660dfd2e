import { array, boolean, enums, integer, object, optional, record, size, string } from 'superstruct';
import { translator } from '../i18n';
import { registry } from '../registry';
import { moduleLabel } from '../registry/labels';
import { builderInputs, optionsToDetails } from './inputs';
import { builderComponentSpecs, NOT_IN_BUILDER } from './offered';

const Quote = object({
  visible: optional(boolean()),
  text: size(string(), 1, 500),
  author: optional(string()),
  columns: optional(enums([2, 3])),
  tone: enums(['calm', 'loud']),
  count: integer(),
  items: array(object({ label: string(), url: optional(string()) })),
  tags: array(string()),
  meta: record(string(), string()),
});

describe('builderInputs (schema → Builder inputs)', () => {
  it('derives one input per field from the superstruct schema', () => {
    expect(builderInputs(Quote)).toEqual([
      { name: 'visible', type: 'boolean' },
      { name: 'text', type: 'longText', required: true },
      { name: 'author', type: 'string' },
      { name: 'columns', type: 'number', enum: [{ label: '2', value: 2 }, { label: '3', value: 3 }] },
      { name: 'tone', type: 'string', required: true, enum: [{ label: 'calm', value: 'calm' }, { label: 'loud', value: 'loud' }] },
      { name: 'count', type: 'number', required: true },
      { name: 'items', type: 'list', required: true, subFields: [{ name: 'label', type: 'string', required: true }, { name: 'url', type: 'string' }] },
      { name: 'tags', type: 'longText', required: true, helperText: 'JSON' },
      { name: 'meta', type: 'longText', required: true, helperText: 'JSON' },
    ]);
  });

  it('turns saved options back into details: JSON text parsed, fields outside the schema dropped', () => {
    expect(optionsToDetails(Quote, { text: 'Hi', tags: '["a","b"]', meta: 'not json', builderBlock: { id: 'x' }, items: [{ label: 'L', extra: 1 }] })).toEqual({
      text: 'Hi',
      tags: ['a', 'b'],
      meta: 'not json',
      items: [{ label: 'L' }],
    });
  });
});

const label = (type: string) => moduleLabel(translator('en'), type);

describe('builderComponentSpecs', () => {
  it('offers every registered module type except the route-composed ones, with inputs from its schema', () => {
    const names = builderComponentSpecs(registry, label).map((s) => s.name);
    const expected = Object.keys(registry).filter((type) => !NOT_IN_BUILDER.has(type));
    expect(names.sort()).toEqual(expected.sort());
    expect(names).toEqual(expect.arrayContaining(['richText', 'banner', 'featureGrid', 'stats', 'cta', 'newsList']));
    expect(names).not.toContain('docArticle');
    const cta = builderComponentSpecs(registry, label).find((s) => s.name === 'cta');
    expect(cta?.friendlyName).toBe('Call to action');
    expect(cta?.inputs.map((i) => i.name)).toEqual(['visible', 'title', 'text', 'buttonText', 'url', 'secondaryText', 'secondaryUrl']);
  });

  it('a newly registered module type appears with no Builder-specific code', () => {
    const withQuote = { ...registry, quote: { type: 'quote', schema: Quote } };
    const spec = builderComponentSpecs(withQuote, (type) => (type === 'quote' ? 'Quote' : label(type))).find((s) => s.name === 'quote');
    expect(spec).toEqual({ name: 'quote', friendlyName: 'Quote', inputs: builderInputs(Quote) });
  });
});
