import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { ModuleProps, RenderableModule } from './types';

type View = ComponentType<ModuleProps<any, any>>;

const ready = new Map<string, View>();
const loading = new Map<string, Promise<View>>();

/** A folder's view.ts: next/dynamic's wrapper of the component, and a function loading the component itself. */
type ViewFile = { default: View; load: () => Promise<{ default: View }> };

/**
 * A module folder's component (modules/<folder>/view.ts), each its own chunk. The server renders next/dynamic's
 * wrapper, so that the page's HTML links the component's CSS (pages/_document.tsx leaves out its script: a static
 * module's code is never needed), after prepareModules has loaded it. The browser asks for the component itself, only
 * when the module must hydrate or render, and renders it directly (next/dynamic would render its empty loading state
 * first, which would not match the server's HTML).
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

const USE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const waking = new Map<string, Promise<View>>();
/** Sections whose module has hydrated; a click or submit inside another waiting section is held until it has. */
const awake = new Set<string>();
const held = new Map<string, Event>();

function holdUntilAwake(anchor: string, event: Event) {
  const section = document.getElementById(anchor);
  if (!section || awake.has(anchor) || !section.contains(event.target as Node)) return;
  // React drops a click on content it has not hydrated (no handler exists yet): keep it and replay it once it has.
  event.preventDefault();
  event.stopImmediatePropagation();
  held.set(anchor, event);
}

/** Resolves with the module's component once its section comes into view or is first used (pointer, focus, key). */
function whenUsed(anchor: string, folder: string): Promise<View> {
  let view = waking.get(anchor);
  if (!view) {
    view = new Promise<void>((resolve) => {
      const section = document.getElementById(anchor);
      if (!section || typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), { rootMargin: '200px' });
      function wake() {
        observer.disconnect();
        for (const name of USE_EVENTS) section!.removeEventListener(name, wake, true);
        resolve();
      }
      observer.observe(section);
      for (const name of USE_EVENTS) section.addEventListener(name, wake, { capture: true, passive: true });
      const hold = (event: Event) => holdUntilAwake(anchor, event);
      document.addEventListener('click', hold, true);
      document.addEventListener('submit', hold, true);
    }).then(() => loadView(folder));
    waking.set(anchor, view);
  }
  return view;
}

/** Marks the section hydrated and replays a click or submit that arrived before. */
function Awake({ anchor }: { anchor: string }) {
  useEffect(() => {
    awake.add(anchor);
    const event = held.get(anchor);
    held.delete(anchor);
    if (event?.type === 'submit') (event.target as HTMLFormElement).requestSubmit();
    else if (event) (event.target as HTMLElement).click();
  }, [anchor]);
  return null;
}

/** Keeps the server's HTML inside the element as it is: React neither hydrates nor touches what is under it. */
const KEEP = { __html: '' };

/**
 * One module's component, in an element of its own. The server renders it in full. In the browser a static module's
 * element keeps the server's HTML for good (no code downloaded, no hydration); an interactive one keeps it until the
 * module comes into view or is first used, then loads its code and renders it in place; a module the browser renders
 * itself (after a client-side navigation) loads its code and renders at once. No Suspense boundary: React's server
 * renderer would move large boundaries to the end of the page behind inline scripts (blocked by our CSP, and hidden
 * without JavaScript).
 */
export function ModuleView({ module, anchor }: { module: RenderableModule; anchor: string }) {
  const hydrating = useHydrating();
  const [fromServer] = useState(hydrating);
  const [Module, setModule] = useState<View | undefined>(() => (typeof window === 'undefined' || !fromServer ? ready.get(module.folder) : undefined));
  const keep = typeof window !== 'undefined' && fromServer && !Module;
  useEffect(() => {
    if (Module || (fromServer && !module.interactive)) return;
    let live = true;
    (fromServer ? whenUsed(anchor, module.folder) : loadView(module.folder)).then((loaded) => live && setModule(() => loaded), (error) => console.error('[registry] module %s (%s) failed to load', module.id, module.type, error));
    return () => {
      live = false;
    };
  }, [Module, fromServer, module, anchor]);
  if (keep) return <div data-module-view="" suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />;
  return (
    <div data-module-view="">
      {Module ? <Module id={module.id} name={module.name} details={module.details} data={module.data} /> : null}
      {Module && module.interactive ? <Awake anchor={anchor} /> : null}
    </div>
  );
}
