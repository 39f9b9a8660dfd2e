import type { Struct } from 'superstruct';
import { describeStruct, type FieldSpec } from '../editor/schema-spec';

/** The part of Builder's `Input` (registerComponent's inputs) that our schemas produce. */
export interface BuilderInput {
  name: string;
  type: 'string' | 'longText' | 'number' | 'boolean' | 'list' | 'object';
  required?: boolean;
  enum?: Array<{ label: string; value: string | number }>;
  subFields?: BuilderInput[];
  helperText?: string;
}

/** Fields of no shape Builder can edit (records, unions, arrays of strings) are typed as JSON text in a long text box. */
const JSON_HELP = 'JSON';

function input(name: string, spec: FieldSpec): BuilderInput {
  const required = spec.optional ? undefined : true;
  const base = { name, ...(required ? { required } : {}) };
  switch (spec.kind) {
    case 'string':
      return { ...base, type: spec.multiline ? 'longText' : 'string' };
    case 'html':
      return { ...base, type: 'longText' };
    case 'number':
      return { ...base, type: 'number' };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'enum':
      return { ...base, type: spec.options.every((o) => typeof o === 'number') ? 'number' : 'string', enum: spec.options.map((value) => ({ label: String(value), value })) };
    case 'object':
      return { ...base, type: 'object', subFields: spec.fields.map((f) => input(f.name, f.spec)) };
    case 'list':
      return { ...base, type: 'list', subFields: spec.item.fields.map((f) => input(f.name, f.spec)) };
    default:
      return { ...base, type: 'longText', helperText: JSON_HELP };
  }
}

/**
 * Builder inputs of a module type, from the superstruct schema of its details (the same walk the editor's form uses):
 * one input per top-level field. A schema that is not an object becomes one JSON field, `details`.
 */
export function builderInputs(schema: Struct<any, any>): BuilderInput[] {
  const spec = describeStruct(schema);
  if (spec.kind !== 'object') return [input('details', { kind: 'json', optional: false })];
  return spec.fields.map((f) => input(f.name, f.spec));
}

/**
 * Turns the options Builder saved for a block back into module details: JSON text fields are parsed (text that is
 * not JSON stays as it is and fails the schema), everything else passes through to the schema check.
 */
export function optionsToDetails(schema: Struct<any, any>, options: Record<string, unknown>): unknown {
  const spec = describeStruct(schema);
  if (spec.kind !== 'object') return parseJson(options.details);
  return fromSpec(spec, options);
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function fromSpec(spec: FieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  switch (spec.kind) {
    case 'json':
      return parseJson(value);
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      return Object.fromEntries(
        spec.fields.map((f) => [f.name, fromSpec(f.spec, (value as Record<string, unknown>)[f.name])]).filter(([, v]) => v !== undefined),
      );
    case 'list':
      return Array.isArray(value) ? value.map((item) => fromSpec(spec.item, item)) : value;
    default:
      return value;
  }
}
