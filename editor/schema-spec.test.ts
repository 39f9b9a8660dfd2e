import { array, boolean, enums, integer, number, object, optional, record, size, string, union, validate } from 'superstruct';
import { describeStruct, emptyValue } from './schema-spec';
import { html } from '../contract/html-field';
import { RichTextDetails } from '../modules/rich-text/schema';
import { NewsDetailDetails } from '../modules/news-detail/schema';
import { registry } from '../registry';

const Cards = object({
  visible: optional(boolean()),
  title: size(string(), 1, 100),
  html: optional(string()),
  columns: optional(integer()),
  ratio: number(),
  layout: enums(['grid', 'list']),
  items: array(object({ label: string(), url: optional(string()) })),
  tags: array(string()),
  extra: optional(union([string(), number()])),
  meta: object({ note: string() }),
  map: record(string(), string()),
  body: optional(html(500)),
});

describe('describeStruct', () => {
  it('walks objects, optionals, strings, numbers, booleans, enums and arrays of objects', () => {
    const spec = describeStruct(Cards);
    expect(spec.kind).toBe('object');
    const byName = Object.fromEntries((spec as { fields: Array<{ name: string; spec: unknown }> }).fields.map((f) => [f.name, f.spec]));
    expect(byName.visible).toEqual({ kind: 'boolean', optional: true });
    expect(byName.title).toEqual({ kind: 'string', optional: false, multiline: false });
    expect(byName.html).toEqual({ kind: 'string', optional: true, multiline: true });
    expect(byName.columns).toEqual({ kind: 'number', optional: true, integer: true });
    expect(byName.ratio).toEqual({ kind: 'number', optional: false, integer: false });
    expect(byName.layout).toEqual({ kind: 'enum', optional: false, options: ['grid', 'list'] });
    expect(byName.items).toEqual({
      kind: 'list',
      optional: false,
      item: { kind: 'object', optional: false, fields: [
        { name: 'label', spec: { kind: 'string', optional: false, multiline: false } },
        { name: 'url', spec: { kind: 'string', optional: true, multiline: false } },
      ] },
    });
    expect(byName.meta).toMatchObject({ kind: 'object', fields: [{ name: 'note' }] });
  });

  it('gives fields marked as HTML the html kind, by their schema and not by their name', () => {
    const byName = Object.fromEntries((describeStruct(Cards) as { fields: Array<{ name: string; spec: unknown }> }).fields.map((f) => [f.name, f.spec]));
    expect(byName.body).toEqual({ kind: 'html', optional: true });
    for (const schema of [RichTextDetails, NewsDetailDetails]) {
      const spec = describeStruct(schema) as { fields: Array<{ name: string; spec: unknown }> };
      expect(spec.fields.find((f) => f.name === 'html')?.spec).toEqual({ kind: 'html', optional: false });
    }
    // Still a length-checked string to the API and the renderer.
    expect(validate('<p>x</p>', html(5))[0]?.failures()[0].refinement).toBe('size');
    expect(validate(42, html())[0]).toBeDefined();
    expect(validate('<p>ok</p>', html())[0]).toBeUndefined();
  });

  it('falls back to JSON for shapes it does not know', () => {
    const spec = describeStruct(Cards) as { fields: Array<{ name: string; spec: { kind: string } }> };
    const kinds = Object.fromEntries(spec.fields.map((f) => [f.name, f.spec.kind]));
    expect([kinds.tags, kinds.extra, kinds.map]).toEqual(['json', 'json', 'json']);
  });

  it('gives an empty value that passes the schema once required text is filled', () => {
    const value = emptyValue(describeStruct(Cards)) as Record<string, unknown>;
    expect(value).toEqual({ title: '', ratio: 0, layout: 'grid', items: [], tags: null, meta: { note: '' }, map: null });
    const [error] = validate({ ...value, title: 'x', tags: [], map: {} }, Cards);
    expect(error).toBeUndefined();
  });

  it('describes every registered module type as an object form', () => {
    for (const definition of Object.values(registry)) expect([definition.type, describeStruct(definition.schema).kind]).toEqual([definition.type, 'object']);
  });
});
