import { array, boolean, object, optional, record, size, string, type, union, unknown, type Struct } from 'superstruct';
import { ApiError } from '../http';
import { assertPart } from '../validate';
import { moduleSchema } from '../../contract/modules';
import { siteSchema } from '../../contract/site-schemas';

const ModuleEntry = object({
  id: size(string(), 1, 100),
  name: size(string(), 0, 200),
  type: size(string(), 1, 100),
  // The module's own schema (its declaration, contract/modules.ts) is checked next, by assertModules, with the failing module named.
  details: type({ visible: boolean() }),
});
const PageData = type({
  seo: optional(type({ title: optional(size(string(), 0, 300)), description: optional(size(string(), 0, 1000)), keywords: optional(size(string(), 0, 1000)), robots: optional(size(string(), 0, 100)) })),
  moduleViewList: size(array(ModuleEntry), 0, 200),
});
/** Site documents whose type contract/site-schemas.ts does not list (none of the seeded ones): a list or an object. */
const AnySiteData = union([array(unknown()), record(string(), unknown())]);

/** The shape a draft's data must have: page data, or the site document's own schema (contract/site-schemas.ts). */
function draftDataSchema(kind: string, type: string): Struct<any, any> {
  return kind === 'page' ? PageData : siteSchema(type) ?? AnySiteData;
}

type ModuleLike = { name?: unknown; type?: unknown; details?: unknown };

/**
 * Every module's details against the schema its type registered, the same check as the editor form and the renderer
 * (coerced alike). An unknown type or invalid details is a 400 naming the module (index from 0, name, type) and the
 * failing field's full path, so nothing a page cannot render is stored.
 */
function assertModules(list: ModuleLike[], at: Array<string | number>): void {
  list.forEach((module, index) => {
    const type = String(module.type);
    const about = `module ${index} '${String(module.name ?? '').slice(0, 60)}' of type ${type.slice(0, 100)}`;
    const schema = moduleSchema(type);
    if (!schema) throw ApiError.badInput([...at, index, 'type'].join('.'), `unknown module type '${type.slice(0, 100)}' (module ${index}); no module registers it`);
    assertPart(schema, module.details, [...at, index, 'details'], about);
  });
}

/**
 * The shape alone, for a live preview of unsaved work: a module whose details fail its schema (or whose type is
 * unknown) is kept, and the renderer shows staff its placeholder, naming the field, where a saved draft would be refused.
 * Kinds without a schema here (other entry kinds) must at least be an object.
 */
export function assertPreviewData(kind: string, type: string, data: unknown, at: Array<string | number>): unknown {
  return assertPart(kind === 'page' || kind === 'site' ? draftDataSchema(kind, type) : record(string(), unknown()), data, at);
}

/** Checks an entry's data (at `at` in the request) for its kind and type; returns it as validated. */
export function assertEntryData(kind: string, type: string, data: unknown, at: Array<string | number>): unknown {
  const valid = assertPart(draftDataSchema(kind, type), data, at);
  if (kind === 'page') assertModules((valid as { moduleViewList: ModuleLike[] }).moduleViewList, [...at, 'moduleViewList']);
  return valid;
}
