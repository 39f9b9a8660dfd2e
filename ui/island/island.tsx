import { LoadableContext } from 'next/dist/shared/lib/loadable-context.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useContext, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ContextType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SCRIPT_ONLY_FORM } from '../../contract/script-only-form';
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

/**
 * Events that count as a first use (a touch is a pointer too: pointerdown comes before touchstart). A click alone is
 * one too: assistive technology may send one with no pointer or focus event, and an enclosing island replays its
 * held clicks into the islands inside it once it has hydrated.
 */
const FIRST_USE = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click'] as const;
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

/**
 * islandHtml, kept by name: a part whose HTML comes from its props, language and page path alone (no clock, nothing
 * read from the query) is rendered once for them and then reused (register.server.ts).
 */
export function keptIslandHtml<P extends object>(name: string, carried: Carried, Component: ComponentType<P>, props: P, prefix: string): string {
  const render = (withCarried: Carried) => islandHtml(withCarried, Component, props, prefix);
  return serverSide.keptHtml ? serverSide.keptHtml(`${name}\n${prefix}`, carried, props, render) : render(carried);
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
          pending.noteEditedFields();
          const hydrating = performance.now();
          latest.current.onHydrated = () => {
            latest.current.onHydrated = undefined;
            // Beside Next's own 'Next.js-hydration' of the page: what the bench counts as hydration time.
            performance.measure?.('island-hydration', { start: hydrating });
            latest.current.hydrated = true;
            root.current?.render(element()); // props that changed while it hydrated
            // After React's effects, in a task of its own, so that React renders what the replayed events change.
            setTimeout(() => pending.replay(), 0);
          };
          root.current = hydrateRoot(el!, element(), { identifierPrefix: prefix });
        },
        (error) => {
          pending.replay(true); // the code never arrived
          console.error('[island] %s failed to load', prefix, error);
        },
      );
    }
    for (const type of FIRST_USE) el.addEventListener(type, wake); // none of them scrolls: no need for 'passive'
    // From here a visitor's first use is caught and done again once hydrated (before, a button acts as plain HTML).
    // Browser tests wait for this mark.
    el.dataset.island = '';
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

/** The events PendingUse hears (handleEvent): presses, keys, and the edits of fields. */
const HEARD = ['click', 'keydown', 'input', 'change'] as const;

/**
 * What a visitor did to an island between its wake-up and its hydration, done again once React listens: what was
 * typed, checked or chosen in its fields (React keeps such values in the DOM but its state never heard of them), the
 * focus it holds, the clicks on buttons and links (held back meanwhile, so that a form is not sent the browser's way or a menu toggled
 * twice; Enter or Space on a button acts through its click), other keys, and the pointer resting over what woke it (hover opens a menu on
 * the next pointer move, which a still mouse never sends). If the code never arrives, the clicks do what the plain
 * HTML does, but for sending a form that only its code may send.
 */
class PendingUse {
  private clicks: HTMLElement[] = [];
  private keys: KeyboardEvent[] = [];
  private hovered: Element | null = null;
  private edited: EditedField[] = [];
  /**
   * Each field's last value from its own input or change events: typing goes on while React hydrates, and React puts
   * a controlled field typed in then back to its rendered value (it holds such an event back until the field is
   * hydrated, and by then sees no change).
   */
  private typed = new Map<EditedField['field'], EditedField>();
  constructor(private readonly el: HTMLElement) {}

  /**
   * What is done in the island, heard on the document in capture: ahead of React's listener on the page's root, which
   * stops an event meant for the island while the island's own root is hydrating and cannot finish at once (a press
   * stopped there never reached a listener on the island's element, and the browser sent its form as plain HTML).
   */
  handleEvent(event: Event) {
    const target = event.target;
    if (!(target instanceof Element) || !this.el.contains(target)) return;
    if (event.type === 'keydown') {
      const { key } = event as KeyboardEvent;
      if (key !== 'Enter' && key !== ' ') this.keys.push(event as KeyboardEvent);
    } else if (event.type === 'click') {
      // A field's own click (a checkbox ticked, through its label too) keeps doing what it does: its value is passed on.
      if (!(target instanceof HTMLElement) || target.closest('input, select, textarea, label')) return;
      event.preventDefault();
      this.clicks.push(target);
    } else if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) {
      this.typed.set(target, { field: target, value: target.value, checked: target instanceof HTMLInputElement && target.checked });
    }
  }

  start(event?: Event, hovered?: Element) {
    if (event?.type === 'pointerover' && (event as PointerEvent).pointerType === 'mouse' && event.target instanceof Element) this.hovered = event.target;
    else if (hovered) this.hovered = hovered;
    for (const type of HEARD) document.addEventListener(type, this, true);
    // The click that woke it has passed the capture listener above: held like the ones after it.
    if (event?.type === 'click') this.handleEvent(event);
  }

  stop() {
    for (const type of HEARD) document.removeEventListener(type, this, true);
  }

  /** Just before React hydrates (which puts a controlled field back to its rendered value). */
  noteEditedFields() {
    this.edited = editedFields(this.el);
  }

  /** `codeMissing`: the component never arrived, so the held clicks do what the plain HTML does, less a press that would send
   *  a form only its code sends (contract/script-only-form.ts). */
  replay(codeMissing?: boolean) {
    this.stop();
    // Focus put in it before React listened (a field clicked or tabbed to): React's onFocus handlers hear of it now.
    const focused = document.activeElement;
    if (focused && focused !== this.el && this.el.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // The values seen before hydration, and over them what was typed since: the latest of each field.
    const fields = new Map(this.edited.splice(0).map((edit) => [edit.field, edit]));
    for (const [field, edit] of this.typed) fields.set(field, edit);
    this.typed.clear();
    tellReactOfEditedFields([...fields.values()]);
    const hovered = this.hovered;
    this.hovered = null;
    if (hovered?.isConnected && hovered.matches(':hover')) hovered.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
    // A task later, once React has rendered the fields' values (a form's submit handler then sees them).
    const clicks = this.clicks.splice(0);
    const keys = this.keys.splice(0);
    setTimeout(() => {
      for (const target of clicks) if (target.isConnected && !(codeMissing && sendsScriptOnlyForm(target))) target.click();
      for (const key of keys) {
        const target = document.activeElement && this.el.contains(document.activeElement) ? document.activeElement : key.target;
        (target as Element | null)?.dispatchEvent(new KeyboardEvent('keydown', { key: key.key, code: key.code, shiftKey: key.shiftKey, bubbles: true, cancelable: true }));
      }
    }, 0);
  }
}

/**
 * Whether a click on target would send a form only its code sends: the form the browser would send (a button's form
 * attribute included) and the button's own type (an unknown type is submit). Element's matches, not the form's: a
 * control named like it shadows it on the form.
 */
function sendsScriptOnlyForm(target: HTMLElement): boolean {
  const button = target.closest('button');
  return button?.type === 'submit' && !!button.form && Element.prototype.matches.call(button.form, SCRIPT_ONLY_FORM);
}

/** The value setters of the element classes themselves, which React's own tracking (on each element) does not see. */
const nativeSetter = (proto: object, field: string) => Object.getOwnPropertyDescriptor(proto, field)!.set!;

type EditedField = { field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string; checked: boolean };

/** Fields whose value differs from the server's: typed, checked or chosen. */
function editedFields(el: HTMLElement): EditedField[] {
  const edited: EditedField[] = [];
  for (const field of el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    const changed =
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
          ? field.checked !== field.defaultChecked
          : field.value !== field.defaultValue && !['hidden', 'submit', 'button', 'reset', 'file', 'image'].includes(field.type);
    if (changed) edited.push({ field, value: field.value, checked: field instanceof HTMLInputElement && field.checked });
  }
  return edited;
}

/**
 * Puts the visitor's values back in the hydrated fields, so that React hears of them as of any change: the element's
 * own setter (React's tracking) first records what React rendered, the class's setter puts the visitor's value, and
 * the event React listens to for that kind of field then shows a difference.
 */
function tellReactOfEditedFields(edited: EditedField[]) {
  for (const { field, value, checked } of edited) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      field.checked = !checked;
      nativeSetter(HTMLInputElement.prototype, 'checked').call(field, checked);
      field.dispatchEvent(new Event('click', { bubbles: true }));
    } else {
      field.value = field.defaultValue;
      nativeSetter(field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype, 'value').call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
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
 * which also means it never intersects: use 'interaction'). Its server HTML is kept (keptIslandHtml): a shell part
 * renders from its props, language and page path alone. Rendered by the browser itself (no server HTML), it loads
 * its component and renders it in place.
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
    return <div className={styles.contents} dangerouslySetInnerHTML={{ __html: keptIslandHtml(name, carried, Component, props, `${name}-`) }} />;
  }
  if (fromServer) return <div ref={ref} className={styles.contents} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />;
  return <div className={styles.contents}>{Loaded ? <Loaded {...props} /> : null}</div>;
}
