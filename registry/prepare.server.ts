import { validate } from 'superstruct';
import type { ModuleView } from '../api-client';
import { registry } from './index';
import { loaders } from './loaders.server';
import type { LoaderContext, RenderableModule } from './types';

type Skip = { id: string; type: string; reason: string };

/**
 * Turns the API's module list into modules ready to render. A module is skipped, never fatal, when its
 * type is unknown, its details do not parse or fail its schema, it is marked visible: false, or its loader fails.
 */
export async function prepareModules(list: ModuleView[], ctx: LoaderContext): Promise<{ modules: RenderableModule[]; skipped: Skip[] }> {
  const skipped: Skip[] = [];
  const settled = await Promise.all(
    list.map(async (view): Promise<RenderableModule | null> => {
      const skip = (reason: string) => (skipped.push({ id: String(view.id), type: String(view.type), reason }), null);
      const definition = registry[view.type];
      if (!definition) return skip('unknown module type');
      let parsed: unknown;
      try {
        parsed = typeof view.details === 'string' ? JSON.parse(view.details) : view.details;
      } catch {
        return skip('details are not valid JSON');
      }
      if (parsed && typeof parsed === 'object' && (parsed as { visible?: unknown }).visible === false) return skip('hidden');
      const [error, details] = validate(parsed, definition.schema, { coerce: true });
      if (error) return skip(`details invalid at ${error.path.join('.') || 'root'}: ${error.message}`);
      try {
        const loaded = loaders[view.type] ? await loaders[view.type](details, ctx) : {};
        return { id: String(view.id), name: String(view.name ?? ''), type: view.type, details: loaded.details ?? details, data: loaded.data ?? null };
      } catch (e) {
        return skip(`loader failed: ${(e as Error).message}`);
      }
    }),
  );
  for (const s of skipped) if (s.reason !== 'hidden') console.warn('[registry] skipped module %s (%s): %s', s.id, s.type, s.reason);
  return { modules: settled.filter((m): m is RenderableModule => m !== null), skipped };
}
