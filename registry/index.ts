import type { ModuleDefinition } from './types';
import { richText } from '../modules/rich-text';

/**
 * Every module type the site renders. To add one: create modules/<name>/ with its component and
 * schema, export a ModuleDefinition from its index.ts, and add it to this list.
 */
const definitions: ModuleDefinition[] = [richText];

export const registry: Readonly<Record<string, ModuleDefinition>> = Object.fromEntries(definitions.map((d) => [d.type, d]));
export type { ModuleDefinition, ModuleProps, RenderableModule } from './types';
