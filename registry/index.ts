import type { ModuleDefinition } from './types';
import { moduleSchemas } from './schemas';
import { definitions } from './components';

// The module list is registry/components.ts; here each module gets its schema (registry/schemas.ts).
// Null prototype: a CMS module type such as 'constructor' must look unknown, not find Object.prototype's.
export const registry: Readonly<Record<string, ModuleDefinition>> = Object.assign(
  Object.create(null),
  Object.fromEntries(definitions.map((d): [string, ModuleDefinition] => [d.type, { ...d, schema: moduleSchemas[d.type] }])),
);
export type { ModuleComponent, ModuleDefinition, ModuleProps, RenderableModule } from './types';
