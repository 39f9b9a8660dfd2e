import type { ModuleView } from '../api-client';
import { narrowed } from '../contract/module-declaration';
import { checkModule, describeSkip } from './check';
import { moduleLoader } from './loaders.server';
import { loadView } from './ModuleView';
import type { LoaderContext, RenderableModule, SkipReason } from './types';
import { viewsLoaded } from './views-loaded.server';

type Skip = { id: string; type: string; reason: string };

/**
 * Turns the API's module list into modules ready to render. A module is skipped, never fatal, when its type is
 * unknown, its details do not parse or fail its schema, it is marked visible: false, or its loader fails. In preview
 * a skipped module (other than a hidden one) stays in the list as a placeholder saying why, for staff to fix it.
 * Each module's component is loaded here (its folder's view.ts), so the page renders in one pass.
 */
export async function prepareModules(list: ModuleView[], ctx: LoaderContext): Promise<{ modules: RenderableModule[]; skipped: Skip[] }> {
  const skipped: Skip[] = [];
  const settled = await Promise.all(
    list.map(async (view): Promise<RenderableModule | null> => {
      const base = { id: String(view.id), name: String(view.name ?? ''), type: String(view.type) };
      const skip = (reason: SkipReason | 'hidden') => {
        skipped.push({ id: base.id, type: base.type, reason: describeSkip(reason) });
        return ctx.preview && reason !== 'hidden' ? { ...base, folder: '', interactive: false as const, details: null, data: null, skipped: reason } : null;
      };
      const checked = checkModule(base.type, view.details);
      if ('skipped' in checked) return skip(checked.skipped);
      const { declaration, details } = checked;
      try {
        const [loader] = await Promise.all([moduleLoader(declaration), loadView(declaration.folder)]);
        const loaded = loader ? await loader(details, ctx) : {};
        return {
          ...base,
          folder: declaration.folder,
          interactive: narrowed(declaration.interactive, loaded.interactive),
          ...(declaration.perRequestHtml ? { perRequestHtml: true as const } : {}),
          details: loaded.details ?? details,
          data: loaded.data ?? null,
        };
      } catch (e) {
        return skip({ kind: 'loaderFailed', message: (e as Error).message });
      }
    }),
  );
  // The views are next/dynamic components (registry/ModuleView.tsx): loaded now, they render in this request's pass.
  await viewsLoaded();
  for (const s of skipped) if (s.reason !== 'hidden') console.warn('[registry] skipped module %s (%s): %s', s.id, s.type, s.reason);
  return { modules: settled.filter((m): m is RenderableModule => m !== null), skipped };
}
