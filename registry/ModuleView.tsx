import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { interactiveViews } from './interactive-views';
import type { ModuleProps, RenderableModule } from './types';

export type View = ComponentType<ModuleProps<any, any>>;

const ready = new Map<string, View>();
const loading = new Map<string, Promise<View>>();

/** A folder's view.ts: next/dynamic's wrapper of the component, and a function loading the component itself. */
type ViewFile = { default: View; load: () => Promise<{ default: View }> };

/**
 * A module folder's component (modules/<folder>/view.ts), each its own chunk. The server renders next/dynamic's
 * wrapper, so that the page's HTML links the component's CSS, after prepareModules has loaded it. The browser asks for
 * a static module's component only after a client-side navigation, and renders it directly (next/dynamic would render
 * its empty loading state first).
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

const subscribeNothing = () => () => undefined;
/** True on the server and while React hydrates the server's HTML; false for what the browser renders itself. */
const useHydrating = () => useSyncExternalStore(subscribeNothing, () => false, () => true);

/** Keeps the server's HTML inside the element as it is: React neither hydrates nor touches what is under it. */
const KEEP = { __html: '' };

/**
 * One module's component, in an element of its own. The server renders it in full. In the browser:
 * - a static module's element keeps the server's HTML for good (no code downloaded, no hydration);
 * - an interactive module renders its view (registry/interactive-views.ts), whose code Next loaded before hydrating
 *   because the server rendered it, so React hydrates it in place: nothing typed or chosen before is lost;
 * - after a client-side navigation (no server HTML) a static module loads its code and renders.
 * No Suspense boundary: React's server renderer would move large boundaries to the end of the page behind inline
 * scripts (blocked by our CSP, and hidden without JavaScript).
 */
export function ModuleView({ module }: { module: RenderableModule }) {
  const hydrating = useHydrating();
  const [fromServer] = useState(hydrating);
  const interactive = module.interactive ? interactiveViews[module.folder] : undefined;
  const [Module, setModule] = useState<View | undefined>(() => interactive ?? (typeof window === 'undefined' || !fromServer ? ready.get(module.folder) : undefined));
  useEffect(() => {
    if (Module || fromServer) return;
    let live = true;
    loadView(module.folder).then((loaded) => live && setModule(() => loaded), (error) => console.error('[registry] module %s (%s) failed to load', module.id, module.type, error));
    return () => {
      live = false;
    };
  }, [Module, fromServer, module]);
  if (typeof window !== 'undefined' && fromServer && !Module) return <div data-module-view="" suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />;
  return <div data-module-view="">{Module ? <Module id={module.id} name={module.name} details={module.details} data={module.data} /> : null}</div>;
}
