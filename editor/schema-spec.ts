import { is, type Struct } from 'superstruct';
import { HTML_TYPE } from '../contract/html-field';
import { MEDIA_TYPES } from '../contract/fields';

/**
 * What the details form shows for a superstruct schema. Walking the Struct (its `type` and `schema`) is what
 * lets a newly registered module type appear in the editor with no editor code: shapes the walk does not
 * know become a JSON text field validated against the same schema.
 */
export type FieldSpec =
  | { kind: 'string'; optional: boolean; multiline: boolean; media?: 'image' | 'file' }
  | { kind: 'html'; optional: boolean }
  | { kind: 'number'; optional: boolean; integer: boolean }
  | { kind: 'boolean'; optional: boolean }
  | { kind: 'enum'; optional: boolean; options: Array<string | number> }
  | ObjectSpec
  | { kind: 'list'; optional: boolean; item: ObjectSpec }
  | { kind: 'json'; optional: boolean };
export interface ObjectSpec {
  kind: 'object';
  optional: boolean;
  fields: Array<{ name: string; spec: FieldSpec }>;
}

type AnyStruct = Struct<any, any>;

/** Field names whose plain text is long (paragraphs): shown as a textarea. HTML fields say so in their schema (contract/html-field.ts). */
const LONG_TEXT = /^(html|body|content|description|intro|summary|text|details)$|Html$/i;

export function describeStruct(struct: AnyStruct, name = ''): FieldSpec {
  const optional = is(undefined, struct);
  const schema = struct.schema as unknown;
  switch (struct.type) {
    case 'string':
      return { kind: 'string', optional, multiline: LONG_TEXT.test(name) };
    case HTML_TYPE:
      return { kind: 'html', optional };
    case MEDIA_TYPES.image:
      return { kind: 'string', optional, multiline: false, media: 'image' };
    case MEDIA_TYPES.file:
      return { kind: 'string', optional, multiline: false, media: 'file' };
    case 'number':
    case 'integer':
      return { kind: 'number', optional, integer: struct.type === 'integer' };
    case 'boolean':
      return { kind: 'boolean', optional };
    case 'enums':
      return { kind: 'enum', optional, options: Object.values(schema as Record<string, string | number>) };
    case 'object':
    case 'type':
      if (!schema || typeof schema !== 'object') return { kind: 'json', optional };
      return {
        kind: 'object',
        optional,
        fields: Object.entries(schema as Record<string, AnyStruct>).map(([key, child]) => ({ name: key, spec: describeStruct(child, key) })),
      };
    case 'array': {
      const item = schema ? describeStruct(schema as AnyStruct) : null;
      return item?.kind === 'object' ? { kind: 'list', optional, item } : { kind: 'json', optional };
    }
    default:
      return { kind: 'json', optional };
  }
}

/** A starting value that has every required field, for a newly added module or list item. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'string':
    case 'html':
      return '';
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'enum':
      return spec.options[0];
    case 'list':
      return [];
    case 'object':
      return Object.fromEntries(spec.fields.filter((f) => !f.spec.optional).map((f) => [f.name, emptyValue(f.spec)]));
    default:
      return null;
  }
}
