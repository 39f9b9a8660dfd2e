import { render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import type { Struct } from 'superstruct';
import { I18nProvider } from '../i18n';
import strings from '../i18n/strings/module-fields';
import { moduleSchema, moduleTypes } from '../contract/modules';
import { siteSchemas } from '../contract/site-schemas';
import { NEWS_TYPES, newsFieldsSchema } from '../contract/news-entry';
import { DOC_FIELDS } from '../contract/doc-nodes';
import { QuoteDetails } from '../modules/__fixtures__/quote/schema';
import { ObjectFields } from './SchemaFields';
import { describeStruct, type FieldSpec, type ObjectSpec } from './schema-spec';

/** Every field name a schema-built editor form shows, with where it comes from. */
function fieldNames(schemas: Array<[string, Struct<any, any>]>): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (spec: FieldSpec, where: string) => {
    if (spec.kind === 'list') walk(spec.item, where);
    if (spec.kind !== 'object') return;
    for (const field of spec.fields) {
      if (!names.has(field.name)) names.set(field.name, where);
      walk(field.spec, where);
    }
  };
  for (const [where, schema] of schemas) walk(describeStruct(schema), where);
  return names;
}

const everySchema: Array<[string, Struct<any, any>]> = [
  ...moduleTypes.map((type): [string, Struct<any, any>] => [`module ${type}`, moduleSchema(type)!]),
  ...Object.entries(siteSchemas).map(([type, schema]): [string, Struct<any, any>] => [`site document ${type}`, schema as Struct<any, any>]),
  ...NEWS_TYPES.map((type): [string, Struct<any, any>] => [`news ${type}`, newsFieldsSchema(type)]),
  ...Object.entries(DOC_FIELDS).map(([kind, schema]): [string, Struct<any, any>] => [`doc node ${kind}`, schema]),
  // A module type added the documented way (its folder and one registry line) gets its labels the same way.
  ['fixture module quote', QuoteDetails],
];

describe('editor field labels', () => {
  it('every field of every registered schema has a label in the four languages', () => {
    const missing: string[] = [];
    for (const [name, where] of fieldNames(everySchema)) {
      for (const [locale, table] of Object.entries(strings)) {
        const label = (table.moduleFields as Record<string, string>)[name];
        if (!label?.trim()) missing.push(`${name} (${where}) in ${locale}`);
      }
    }
    expect(missing).toEqual([]);
    expect(fieldNames(everySchema).size).toBeGreaterThan(100);
  });

  it("the Japanese editor labels a banner's fields in Japanese, the English one in English", () => {
    const spec = describeStruct(moduleSchema('banner')!) as ObjectSpec;
    const show = (locale: 'ja' | 'en') =>
      render(
        <I18nProvider locale={locale}>
          <Form onSubmit={() => undefined} initialValues={{ details: { slides: [{ title: 'x' }] } }} render={() => <ObjectFields name="details" spec={spec} skip={['visible']} />} />
        </I18nProvider>,
      );
    const ja = show('ja');
    expect(screen.getByRole('group', { name: 'スライド' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^自動再生/)).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^タイトル/).length).toBeGreaterThan(0);
    ja.unmount();
    show('en');
    expect(screen.getByRole('group', { name: 'Slides' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Autoplay/)).toBeInTheDocument();
  });
});
