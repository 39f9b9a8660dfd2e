import { LoadableContext } from 'next/dist/shared/lib/loadable-context.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useContext, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ContextType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { I18nProvider, useLocale } from '../../i18n';
import { serverSide } from './server-render';
import styles from './Island.module.css';

/**
 * Islands: parts of a page whose code the browser loads, and which React hydrates, only when they come into view
 * ('visible') or a visitor first reaches for them ('interaction': pointer over, focus, press, key). Until then the
 * server's HTML stands as it is, with no code behind it.
 *
 * An island is its own React root (hydrateRoot on its element), so it can hydrate after the page has. The server
 * renders its content as a root of its own too (react-dom/server, server-render.ts), with the same identifier
 * prefix: the ids React makes (useId: labels, aria-controls) are then the same on both sides. The page's contexts an
 * island needs (language, router; on the server Next's record of the chunks rendered, which links their CSS) are
 * carried into its root.
 */
export type Wake = 'visible' | 'interaction';

/** Events that count as a first use. */
const FIRST_USE = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;
/** How far ahead of the viewport a 'visible' island starts loading. */
const AHEAD = '200px';

/** Keeps the server's HTML inside the element as it is: React neither hydrates nor touches what is under it. */
export const KEEP = { __html: '' };

export interface Carried {
  locale: ReturnType<typeof useLocale>;
  router: ContextType<typeof RouterContext>;
  loadable: ContextType<typeof LoadableContext>;
}

/** The page's contexts an island's root needs. */
export function useCarried(): Carried {
  return { locale: useLocale(), router: useContext(RouterContext), loadable: useContext(LoadableContext) };
}

function Carry({ carried, children }: { carried: Carried; children: ReactNode }) {
  return (
    <LoadableContext.Provider value={carried.loadable}>
      <RouterContext.Provider value={carried.router}>
        <I18nProvider locale={carried.locale}>{children}</I18nProvider>
      </RouterContext.Provider>
    </LoadableContext.Provider>
  );
}

/** The server's HTML of an island: its component rendered as a root of its own (see above). */
export function islandHtml<P extends object>(carried: Carried, Component: ComponentType<P>, props: P, prefix: string): string {
  if (!serverSide.renderToHtml) throw new Error('[island] ui/island/register.server.ts was not imported by the page loader');
  return serverSide.renderToHtml(
    <Carry carried={carried}>
      <Component {...props} />
    </Carry>,
    prefix,
  );
}

export interface IslandOptions<P extends object> {
  /** False leaves the element alone (e.g. no server HTML to hydrate). Read once, on mount. */
  enabled: boolean;
  wake: Wake;
  /** React's identifier prefix for the island's root: unique on the page, the same on the server. */
  prefix: string;
  load: () => Promise<ComponentType<P>>;
  props: P;
  carried: Carried;
}

/**
 * Waits for the island's wake-up, then loads its component and hydrates the server's HTML in the returned ref's
 * element; later renders pass new props (and contexts) on to the island's root.
 */
export function useIsland<P extends object>(options: IslandOptions<P>) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ options, Component: undefined as ComponentType<P> | undefined, hydrated: false, onHydrated: undefined as (() => void) | undefined });
  latest.current.options = options;
  const root = useRef<Root | null>(null);
  const element = () => {
    const { Component, options: o, onHydrated } = latest.current;
    return (
      <Carry carried={o.carried}>
        <Hydrated onHydrated={onHydrated}>{Component ? <Component {...o.props} /> : null}</Hydrated>
      </Carry>
    );
  };

  // New props for a hydrated island. Not before: an update to a root still hydrating would make React drop the
  // server's HTML and render it anew.
  useEffect(() => {
    if (latest.current.hydrated) root.current?.render(element());
  });

  useEffect(() => {
    const el = ref.current;
    const { enabled, wake: when, prefix, load } = latest.current.options;
    if (!enabled || !el) return;
    let live = true;
    let woken = false;
    let observer: IntersectionObserver | undefined;
    const pending = new PendingUse(el);
    const stop = () => {
      for (const type of FIRST_USE) el.removeEventListener(type, wake);
      observer?.disconnect();
    };
    function wake(event?: Event, hovered?: Element) {
      if (woken) return;
      woken = true;
      stop();
      pending.start(event, hovered);
      load().then(
        (Component) => {
          if (!live) return;
          latest.current.Component = Component;
          latest.current.onHydrated = () => {
            latest.current.onHydrated = undefined;
            latest.current.hydrated = true;
            root.current?.render(element()); // props that changed while it hydrated
            pending.replay();
          };
          root.current = hydrateRoot(el!, element(), { identifierPrefix: prefix });
        },
        (error) => {
          pending.stop();
          console.error('[island] %s failed to load', prefix, error);
        },
      );
    }
    for (const type of FIRST_USE) el.addEventListener(type, wake, { passive: true });
    // Reached for before the page hydrated (this effect runs after): focus or the pointer is already in it.
    const hovered = [...el.querySelectorAll(':hover')].pop();
    if (document.activeElement && el.contains(document.activeElement)) wake();
    else if (hovered) wake(undefined, hovered);
    if (when === 'visible' && !woken) {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: AHEAD });
      observer.observe(el);
    }
    return () => {
      live = false;
      stop();
      pending.stop();
      const r = root.current;
      root.current = null;
      // Not during the page's own commit: React refuses to unmount a root synchronously while rendering another.
      if (r) setTimeout(() => r.unmount(), 0);
    };
  }, []);

  return ref;
}

/** Calls onHydrated once the island's root has hydrated (its children's effects run first). */
function Hydrated({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

/**
 * What a visitor did to an island between its wake-up and its hydration, done again once React listens: the clicks
 * (a pressed button, also Enter or Space on one), other keys, and the pointer resting over what woke it (hover
 * opens a menu on the next pointer move, which a still mouse never sends).
 */
class PendingUse {
  private clicks: HTMLElement[] = [];
  private keys: KeyboardEvent[] = [];
  private hovered: Element | null = null;
  private listening = false;
  constructor(private readonly el: HTMLElement) {}

  private onClick = (event: Event) => {
    if (event.target instanceof HTMLElement) this.clicks.push(event.target);
  };
  private onKey = (event: KeyboardEvent) => {
    // Enter and Space act through the click they cause.
    if (event.key !== 'Enter' && event.key !== ' ') this.keys.push(event);
  };

  start(event?: Event, hovered?: Element) {
    if (event?.type === 'pointerover' && (event as PointerEvent).pointerType === 'mouse' && event.target instanceof Element) this.hovered = event.target;
    else if (hovered) this.hovered = hovered;
    this.el.addEventListener('click', this.onClick, true);
    this.el.addEventListener('keydown', this.onKey, true);
    this.listening = true;
  }

  stop() {
    if (!this.listening) return;
    this.el.removeEventListener('click', this.onClick, true);
    this.el.removeEventListener('keydown', this.onKey, true);
    this.listening = false;
  }

  replay() {
    this.stop();
    const hovered = this.hovered;
    if (hovered?.isConnected && hovered.matches(':hover')) hovered.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
    for (const target of this.clicks.splice(0)) if (target.isConnected) target.click();
    for (const key of this.keys.splice(0)) {
      const target = document.activeElement && this.el.contains(document.activeElement) ? document.activeElement : key.target;
      (target as Element | null)?.dispatchEvent(new KeyboardEvent('keydown', { key: key.key, code: key.code, shiftKey: key.shiftKey, bubbles: true, cancelable: true }));
    }
    this.hovered = null;
  }
}

export interface IslandProps<P extends object> {
  /** The component's name in serverSide.parts (register.server.ts). */
  name: string;
  wake: Wake;
  load: () => Promise<ComponentType<P>>;
  props: P;
}

const subscribeNothing = () => () => undefined;
/** True on the server and while React hydrates the server's HTML; false for what the browser renders itself. */
export const useHydrating = () => useSyncExternalStore(subscribeNothing, () => false, () => true);

/**
 * A shell part as an island, in an element without a box of its own (display: contents, so the layout is the same;
 * which also means it never intersects: use 'interaction'). Rendered by the browser itself (no server HTML), it
 * loads its component and renders it in place.
 */
export function Island<P extends object>({ name, wake, load, props }: IslandProps<P>) {
  const carried = useCarried();
  const [fromServer] = useState(useHydrating());
  const [Loaded, setLoaded] = useState<ComponentType<P>>();
  const ref = useIsland({ enabled: fromServer, wake, prefix: `${name}-`, load, props, carried });
  useEffect(() => {
    if (fromServer) return;
    let live = true;
    load().then((component) => live && setLoaded(() => component), (error) => console.error('[island] %s failed to load', name, error));
    return () => {
      live = false;
    };
  }, [fromServer, load, name]);

  if (typeof window === 'undefined') {
    const Component = serverSide.parts.get(name) as ComponentType<P> | undefined;
    if (!Component) throw new Error(`[island] no server component named ${name} (ui/island/register.server.ts)`);
    return <div className={styles.contents} dangerouslySetInnerHTML={{ __html: islandHtml(carried, Component, props, `${name}-`) }} />;
  }
  if (fromServer) return <div ref={ref} className={styles.contents} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />;
  return <div className={styles.contents}>{Loaded ? <Loaded {...props} /> : null}</div>;
}
