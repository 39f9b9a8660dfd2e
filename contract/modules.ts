import type { Struct } from 'superstruct';
import * as declared from '../modules';
import type { ModuleDeclaration } from './module-declaration';

/** Every module type: the names modules/index.ts exports. A misspelt type in any per-type map fails typecheck. */
export type ModuleType = keyof typeof declared;

/**
 * The declaration of every module type (modules/index.ts), keyed by type: what the portal's checks, the editor and the
 * page renderer's server side read. Server-safe: no React. Null prototype,
 * and lookups of CMS-supplied type strings go through moduleDeclaration: 'constructor' must look unknown.
 */
export const registry: Readonly<{ [Type in ModuleType]: ModuleDeclaration<Type> }> = Object.freeze(Object.assign(Object.create(null), declared));

export const moduleTypes = Object.keys(registry) as ModuleType[];

export const isModuleType = (type: string): type is ModuleType => Object.hasOwn(registry, type);

/** The declaration of a CMS-supplied type string, or undefined when no module registers it. */
export const moduleDeclaration = (type: string): ModuleDeclaration | undefined => (isModuleType(type) ? registry[type] : undefined);

/** The schema of a module type's details, or undefined for a type no module registers. */
export const moduleSchema = (type: string): Struct<any, any> | undefined => moduleDeclaration(type)?.schema;

export type { ModuleDeclaration } from './module-declaration';
