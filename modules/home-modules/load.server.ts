import { validate, type Infer, type Struct } from 'superstruct';
import { getJsonModules } from '../../api-client/content';
import { moduleSchemas } from '../../registry/schemas';
import type { ModuleLoader } from '../../registry/types';
import { HOME_MODULE_KINDS, type HomeModuleKind } from './kinds';
import type { HomeModulesDetails } from './schema';

export type HomeModulesData = { modules: Array<{ id: string; type: HomeModuleKind; details: unknown }> };

/** Reads the placement's stored modules; like page modules, hidden, unparsable or invalid ones are left out. */
export const loadHomeModules: ModuleLoader<Infer<typeof HomeModulesDetails>, HomeModulesData> = async (details, ctx) => {
  const stored = await getJsonModules(ctx.api, details.belongType);
  const modules: HomeModulesData['modules'] = [];
  for (const m of stored) {
    if (!(m.type in HOME_MODULE_KINDS)) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(m.details);
    } catch {
      continue;
    }
    if ((parsed as { visible?: unknown })?.visible === false) continue;
    const [error, valid] = validate(parsed, moduleSchemas[m.type as HomeModuleKind] as Struct<unknown>, { coerce: true });
    if (!error) modules.push({ id: String(m.id), type: m.type as HomeModuleKind, details: valid });
  }
  return { data: { modules } };
};
