import { Suspense, use, useEffect, useSyncExternalStore, type ComponentType } from 'react';
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

/** Never settles: a static module's boundary waits on it while hydrating, so React keeps the server's HTML as it is. */
const NEVER = new Promise<never>(() => undefined);
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

function Deferred({ module, anchor }: { module: RenderableModule; anchor: string }) {
  const hydrating = useHydrating();
  let Module = ready.get(module.folder);
  if (typeof window === 'undefined') Module ??= use(loadView(module.folder));
  else if (hydrating) Module = use(module.interactive ? whenUsed(anchor, module.folder) : NEVER);
  else Module ??= use(loadView(module.folder));
  return (
    <>
      <Module id={module.id} name={module.name} details={module.details} data={module.data} />
      {module.interactive ? <Awake anchor={anchor} /> : null}
    </>
  );
}

/**
 * One module's component. The server renders it in full. In the browser, a static module's HTML is kept as the server
 * sent it (no code downloaded, no hydration); an interactive one hydrates when seen or first used; a module the
 * browser renders itself (after a client-side navigation) loads its code and renders at once.
 */
export function ModuleView({ module, anchor }: { module: RenderableModule; anchor: string }) {
  return (
    <Suspense fallback={null}>
      <Deferred module={module} anchor={anchor} />
    </Suspense>
  );
}
