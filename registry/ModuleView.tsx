import { useEffect, useState, type ComponentType } from 'react';
import { islandHtml, KEEP, keptIslandHtml, useCarried, useHydrating, useIsland } from '../ui/island/island';
import type { ModuleProps, RenderableModule } from './types';

export type View = ComponentType<ModuleProps<any, any>>;

const ready = new Map<string, View>();
const loading = new Map<string, Promise<View>>();

/** A folder's view.ts: next/dynamic's wrapper of the component, and a function loading the component itself. */
type ViewFile = { default: View; load: () => Promise<{ default: View }> };

/**
 * A module folder's component (modules/<folder>/view.ts), each its own chunk. The server renders next/dynamic's
 * wrapper, so that the page's HTML links the component's CSS, after prepareModules has loaded it. The browser asks
 * for a component only when it needs it (an interactive module coming into view or first used, any module after a
 * client-side navigation), and renders it directly (next/dynamic would render its empty loading state first).
 */
export function loadView(folder: string): Promise<View> {
  let view = loading.get(folder);
  if (!view) {
    view = import(`../modules/${folder}/view.ts`).then(async (file: ViewFile) => {
      const component = typeof window === 'undefined' ? file.default : (await file.load()).default;
      ready.set(folder, component);
      return component;
    });
    loading.set(folder, view);
  }
  return view;
}

/** React's identifier prefix for a module's own root (ui/island/island.tsx), on the server and when it hydrates. */
const islandPrefix = (module: RenderableModule) => `m${module.id}-`;

/**
 * One module's component, in an element of its own. The server renders it in full, as a root of its own (as an
 * island's is), and its HTML is kept for the same props, language and page path unless its type declares
 * perRequestHtml; a module whose render throws there is left empty and logged, as ModuleBoundary does in the browser,
 * and the rest of the page renders. In the browser:
 * - a static module's element keeps the server's HTML for good (no code downloaded, no hydration);
 * - an interactive module's element keeps it too until the module is first used, or comes into view for one that
 *   acts on its own (contract/module-declaration.ts); then its code loads and React hydrates it in place, as an
 *   island (ui/island/island.tsx): nothing typed or chosen is lost;
 * - after a client-side navigation (no server HTML) a module loads its code and renders.
 * No Suspense boundary: React's server renderer would move large boundaries to the end of the page behind inline
 * scripts (blocked by our CSP, and hidden without JavaScript).
 */
export function ModuleView({ module }: { module: RenderableModule }) {
  const hydrating = useHydrating();
  const [fromServer] = useState(hydrating);
  const carried = useCarried();
  const props = { id: module.id, name: module.name, details: module.details, data: module.data };
  const server = typeof window === 'undefined';
  const [Module, setModule] = useState<View | undefined>(() => (server || !fromServer ? ready.get(module.folder) : undefined));
  const island = useIsland({ enabled: !server && fromServer && Boolean(module.interactive), wake: module.interactive === 'when-visible' ? 'visible' : 'interaction', prefix: islandPrefix(module), load: () => loadView(module.folder), props, carried });
  useEffect(() => {
    if (Module || fromServer) return;
    let live = true;
    loadView(module.folder).then((loaded) => live && setModule(() => loaded), (error) => console.error('[registry] module %s (%s) failed to load', module.id, module.type, error));
    return () => {
      live = false;
    };
  }, [Module, fromServer, module]);
  // Inline, not a function of this file: the browser's bundle then drops it with the branch, and the server's
  // rendering functions with it.
  if (server && Module) {
    const prefix = islandPrefix(module);
    let html = '';
    try {
      html = module.perRequestHtml ? islandHtml(carried, Module, props, prefix) : keptIslandHtml(`module:${module.folder}`, carried, Module, props, prefix);
    } catch (error) {
      console.error('[registry] module %s (%s) failed to render', module.id, module.type, error);
    }
    return <div data-module-view="" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  if (!server && fromServer) return <div ref={island} data-module-view="" suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />;
  return <div data-module-view="">{Module ? <Module {...props} /> : null}</div>;
}
