import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';

/** The operations of portal/openapi.yaml, and fast-check arbitraries of hostile requests against them. */

// js-yaml is already in the tree (jest's coverage loader); only its load() is used.
const yaml = require('js-yaml') as { load(text: string): unknown };

interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
}
export interface Operation {
  method: string;
  template: string;
  params: Param[];
  bodyFields: string[];
}

type Spec = { paths: Record<string, Record<string, unknown>>; components: { parameters: Record<string, Param> } };
type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[] };

const deref = <T>(spec: Spec, value: unknown): T => {
  const ref = (value as { $ref?: string })?.$ref;
  if (!ref) return value as T;
  return ref.slice(2).split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], spec) as T;
};

function fieldsOf(spec: Spec, schema: Schema | undefined, depth = 0): string[] {
  if (!schema || depth > 3) return [];
  const s = deref<Schema>(spec, schema);
  return [...Object.keys(s.properties ?? {}), ...(s.allOf ?? []).flatMap((part) => fieldsOf(spec, part, depth + 1))];
}

export function operations(): Operation[] {
  const spec = yaml.load(fs.readFileSync(path.join(__dirname, '../../portal/openapi.yaml'), 'utf8')) as Spec;
  const out: Operation[] = [];
  for (const [template, item] of Object.entries(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method] as { parameters?: unknown[]; requestBody?: { content?: Record<string, { schema?: Schema }> } } | undefined;
      if (!op) continue;
      const declared = [...((item.parameters as unknown[]) ?? []), ...(op.parameters ?? [])].map((p) => deref<Param>(spec, p)).filter((p) => p?.name);
      const pathNames = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const params = [...declared.filter((p) => p.in !== 'path'), ...pathNames.map((name) => ({ name, in: 'path' as const }))];
      out.push({ method: method.toUpperCase(), template, params, bodyFields: fieldsOf(spec, op.requestBody?.content?.['application/json']?.schema) });
    }
  }
  return out;
}

/** Strings a scanner would try: NUL, surrogates, huge numbers, traversal, markup, SQL, very long text. */
const nasty = fc.constantFrom(
  '\u0000', 'a\u0000b', '\ud800', '\udfff', '%00', '%ZZ', '%', '..', '../../etc/passwd', '1e300', '-1', '9'.repeat(40), 'NaN',
  '<script>alert(1)</script>', "' OR 1=1 --", '\\', '//evil.example', 'null', 'true', '{}', '[]', ' ', '\t\n', '日本語', '😀',
  'BLOG', 'cdn', 'home', '1111', 'EN_US', '0', '1', 'x'.repeat(5000),
);
export const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));

export const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.constantFrom(1e300, -1e300, 2 ** 31, 2 ** 53, -0, null, true, false),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(text, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A body built from the operation's own field names (so validation is reached), or any JSON, or not JSON. */
export const body = (fields: string[]) =>
  fc.oneof(
    fields.length ? fc.dictionary(fc.constantFrom(...fields), json, { maxKeys: fields.length + 1 }).map((o) => JSON.stringify(o)) : fc.constant('{}'),
    json.map((v) => JSON.stringify(v) ?? 'null'),
    fc.constantFrom('', '{', 'not json', '{"a":1}{', '\u0000', '{"__proto__":{"x":1}}', `{"s":"${'y'.repeat(70_000)}"}`),
    fc.string({ unit: 'binary', maxLength: 60 }),
  );

export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/vnd.api+json', '', 'garbage/;;;') },
);

/** Percent-encodes what encodeURIComponent can; text it refuses (lone surrogates) goes raw, as a scanner would send it. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[^\w.-]/g, (c) => (c.charCodeAt(0) < 128 ? `%${c.charCodeAt(0).toString(16).padStart(2, '0')}` : c));
  }
}
