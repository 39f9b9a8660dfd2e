import type { Infer } from 'superstruct';
import { getJsonModules } from '../../api-client/content';
import { checkModule } from '../../registry/check';
import { loadView } from '../../registry/ModuleView';
import { mostEager } from '../../contract/module-declaration';
import type { ModuleLoader, RenderableModule } from '../../registry/types';
import { isHomeModuleKind } from './kinds';
import type { HomeModulesDetails } from './schema';

export type HomeModulesData = { modules: RenderableModule[] };

/** Reads the placement's stored modules; as with page modules (the same checks), hidden or invalid ones are left out. */
export const loadHomeModules: ModuleLoader<Infer<typeof HomeModulesDetails>, HomeModulesData> = async (details, ctx) => {
  const stored = await getJsonModules(ctx.api, details.belongType);
  const modules: RenderableModule[] = [];
  for (const m of stored) {
    if (!isHomeModuleKind(m.type)) continue;
    const checked = checkModule(m.type, m.details);
    if ('skipped' in checked) continue;
    const { folder, interactive } = checked.declaration;
    await loadView(folder);
    modules.push({ id: String(m.id), name: '', type: m.type, folder, interactive, details: checked.details, data: null });
  }
  // Its modules' islands wake only once the block has (they are inside it): it hydrates as its most eager one needs.
  return { data: { modules }, interactive: mostEager(modules.map((m) => m.interactive)) };
};
