import type { ModuleDeclaration } from '../contract/module-declaration';
import type { ModuleLoader } from './types';

/**
 * The loader a declaration names, from its folder's load.server.ts (server only: nothing on the browser's side imports
 * this file). A name the file does not export is an error, which skips the module like a failing loader.
 */
export async function moduleLoader(declaration: ModuleDeclaration): Promise<ModuleLoader | undefined> {
  if (!declaration.loader) return undefined;
  const file: Record<string, unknown> = await import(`../modules/${declaration.folder}/load.server.ts`);
  const loader = file[declaration.loader];
  if (typeof loader !== 'function') throw new Error(`modules/${declaration.folder}/load.server.ts exports no ${declaration.loader}`);
  return loader as ModuleLoader;
}
