import type { ModuleDeclaration } from '../contract/module-declaration';
import type { ModuleLoader } from './types';

/** Loaders found, by folder and export name: the bundler's import() of a template builds its table of every module folder on each call. */
const found = new Map<string, Promise<ModuleLoader>>();

/**
 * The loader a declaration names, from its folder's load.server.ts (server only: nothing on the browser's side imports
 * this file). A name the file does not export is an error, which skips the module like a failing loader.
 */
export async function moduleLoader(declaration: ModuleDeclaration): Promise<ModuleLoader | undefined> {
  if (!declaration.loader) return undefined;
  const key = `${declaration.folder}/${declaration.loader}`;
  let loader = found.get(key);
  if (!loader) {
    loader = importLoader(declaration.folder, declaration.loader);
    found.set(key, loader);
    // A failed import is tried again on the next render rather than kept.
    loader.catch(() => found.delete(key));
  }
  return loader;
}

async function importLoader(folder: string, name: string): Promise<ModuleLoader> {
  const file: Record<string, unknown> = await import(`../modules/${folder}/load.server.ts`);
  const loader = file[name];
  if (typeof loader !== 'function') throw new Error(`modules/${folder}/load.server.ts exports no ${name}`);
  return loader as ModuleLoader;
}
