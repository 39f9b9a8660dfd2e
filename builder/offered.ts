import type { Struct } from 'superstruct';
import type { ModuleType } from '../registry';
import { builderInputs, type BuilderInput } from './inputs';

/**
 * Module types not offered in Builder: their details are composed by the portal from the route they belong to (the
 * documentation tree, a news entry, the site search's query), so a Builder page has nothing to give them. Every other
 * type is offered, loader types included: their blocks go through the same loaders as portal modules.
 */
export const NOT_IN_BUILDER: ReadonlySet<string> = new Set<ModuleType>([
  'docHome', 'docCategory', 'docArticle', 'docSearch', 'docApiHome', 'docApiList', 'docApiExplorer', 'newsDetail', 'searchResults',
]);

export const offeredInBuilder = (type: string) => !NOT_IN_BUILDER.has(type);

export interface BuilderComponentSpec {
  /** Builder's component name: the module type, so saved content names the type it renders. */
  name: string;
  friendlyName: string;
  inputs: BuilderInput[];
}

/** What Builder.registerComponent gets for each offered module type of a registry (its declarations, labelled). */
export function builderComponentSpecs(registry: Readonly<Record<string, { type: string; schema: Struct<any, any> }>>, label: (type: string) => string): BuilderComponentSpec[] {
  return Object.values(registry)
    .filter((d) => offeredInBuilder(d.type))
    .map((d) => ({ name: d.type, friendlyName: label(d.type), inputs: builderInputs(d.schema) }));
}
