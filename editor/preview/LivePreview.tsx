import { useCallback, useEffect, useRef, useState } from 'react';
import { entryChannel, type LiveChannel, type LiveDraftInput } from '../../api-client/live-preview';
import { useT } from '../../i18n';
import { publicPath } from '../paths';
import { failureText, useEditorApi } from '../use-editor';
import { wirePreviewDocument } from './frame-events';
import { revealModule } from './reveal';
import styles from './LivePreview.module.css';

/** Viewport widths the preview renders at; the frame is scaled down to fit its pane. */
export const PREVIEW_WIDTHS = { desktop: 1280, tablet: 768, phone: 375 } as const;
type Width = keyof typeof PREVIEW_WIDTHS;
/** Quiet time after the last edit before the draft is sent: quick enough to show an edit within half a second. */
const DEBOUNCE_MS = 150;

export interface LivePreviewProps {
  /** The entry being edited (its unsaved draft is held for this session under this id). */
  entryId: number;
  /** Locale-free site path of the entry's page, and its language in the API's spelling (EN_US…). */
  path: string;
  lang: string;
  /** What the form holds now, saved or not: sent as the live draft. */
  draft: LiveDraftInput;
  /** Where drafts are held and the token comes from; by default the entry's (a doc node passes its own). */
  channel?: LiveChannel;
  /** A module clicked in the preview; by default its card (data-module-id) opens in the form. */
  onSelectModule?: (moduleId: string) => void;
}

type Status = { state: 'idle' | 'updating' | 'updated' } | { state: 'failed'; message: string };

/**
 * The entry's page as the site renders it (the real page path, shell and modules, in preview mode) from the editor's
 * unsaved draft, updated as the editor types. Two frames take turns: the next render loads out of sight, takes the
 * shown frame's scroll position, then swaps in, so the page never blanks or jumps. Each frame is a full page load of
 * the site's own route, so interactive modules hydrate as for a visitor; the site page carries no preview code.
 */
export default function LivePreview({ entryId, path, lang, draft, channel, onSelectModule }: LivePreviewProps) {
  const t = useT();
  const api = useEditorApi();
  const frameA = useRef<HTMLIFrameElement>(null);
  const frameB = useRef<HTMLIFrameElement>(null);
  const frames = [frameA, frameB];
  const stage = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const [width, setWidth] = useState<Width>('desktop');
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [via] = useState(() => channel ?? entryChannel(entryId));

  // Imperative state of the update loop: drafts are held in order, and at most one frame load runs at a time.
  const loop = useRef({ shown: 0, held: 0, loading: null as number | null, loaded: 0, token: null as { token: string; expiresAt: string } | null, queue: Promise.resolve() });
  const select = useRef(onSelectModule);
  select.current = onSelectModule;

  const fail = useCallback((error: unknown) => setStatus({ state: 'failed', message: failureText(error) }), []);

  const liveToken = useCallback(async () => {
    const held = loop.current.token;
    if (held && Date.parse(held.expiresAt) - Date.now() > 60_000) return held.token;
    loop.current.token = await via.token(api);
    return loop.current.token.token;
  }, [api, via]);

  /** Loads the newest held draft into the frame out of sight, unless a load is under way (its end starts the next). */
  const loadLatest = useCallback(() => {
    const state = loop.current;
    if (state.loading !== null || state.loaded >= state.held) return;
    const seq = state.held;
    state.loading = seq;
    const frame = (state.shown === 0 ? frameB : frameA).current;
    liveToken()
      .then((token) => {
        // replace(), not src: the editor's back button must not step through preview renders.
        frame?.contentWindow?.location.replace(`${publicPath(lang, path)}?ispreview=true&pretoken=${encodeURIComponent(token)}&live=${seq}`);
        // Swapped in as soon as the new page is parsed and styled (its images may still arrive), not at its load event.
        const poll = () => {
          if (state.loading !== seq) return;
          if (!swapIn(state.shown === 0 ? 1 : 0, 'interactive')) requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      })
      .catch((error) => {
        state.loading = null;
        fail(error);
      });
  }, [fail, lang, liveToken, path]);

  /** Shows the frame out of sight once it holds the render being loaded (parsed at least this far); false until then. */
  function swapIn(index: number, ready: 'interactive' | 'complete'): boolean {
    const state = loop.current;
    const win = frames[index].current?.contentWindow;
    if (state.loading === null || index === state.shown || !win) return false;
    let doc: Document;
    try {
      // Only a same-origin page is read (a cross-origin one throws here): the site page at the preview address.
      if (win.location.origin !== window.location.origin || new URLSearchParams(win.location.search).get('live') !== String(state.loading)) return false;
      doc = win.document;
      if (doc.readyState === 'loading' || (ready === 'complete' && doc.readyState !== 'complete')) return false;
    } catch {
      return false;
    }
    win.scrollTo(0, frames[state.shown].current?.contentWindow?.scrollY ?? 0);
    wirePreviewDocument(doc, (id) => (select.current ? select.current(id) : revealModule(id)));
    state.shown = index;
    state.loaded = state.loading;
    state.loading = null;
    setShown(index);
    if (state.loaded >= state.held) setStatus({ state: 'updated' });
    loadLatest();
    return true;
  }

  // Every change of the draft, after a short quiet time: held on the server (in order), then rendered.
  const draftKey = JSON.stringify(draft);
  useEffect(() => {
    const timer = setTimeout(() => {
      const state = loop.current;
      state.queue = state.queue
        .then(async () => {
          setStatus({ state: 'updating' });
          await via.hold(api, JSON.parse(draftKey) as LiveDraftInput);
          state.held += 1;
          loadLatest();
        })
        .catch(fail);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [api, draftKey, via, fail, loadLatest]);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => setBox({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return; // jsdom
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const deviceWidth = PREVIEW_WIDTHS[width];
  const scale = box.width ? Math.min(1, box.width / deviceWidth) : 1;
  const frameStyle = { width: deviceWidth, height: box.height / scale, transform: `scale(${scale})` };
  const title = t('livePreview.frame', { path, lang });
  return (
    <section className={styles.pane} aria-labelledby="live-preview-heading">
      <div className={styles.bar}>
        <h2 id="live-preview-heading">{t('livePreview.heading')}</h2>
        <div className={styles.widths} role="group" aria-label={t('livePreview.width')}>
          {(Object.keys(PREVIEW_WIDTHS) as Width[]).map((w) => (
            <button key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)}>{t(`livePreview.${w}`)}</button>
          ))}
        </div>
        {status.state === 'failed' ? (
          <p role="alert" className={styles.failed}>{t('livePreview.failed', { message: status.message })}</p>
        ) : (
          <p className={styles.status} data-live-status={status.state}>
            {status.state === 'updating' ? t('livePreview.updating') : status.state === 'updated' ? t('livePreview.updated') : t('livePreview.hint')}
          </p>
        )}
      </div>
      <div ref={stage} className={styles.stage}>
        {frames.map((ref, i) => (
          <iframe
            key={i}
            ref={ref}
            title={title}
            className={i === shown ? styles.frame : `${styles.frame} ${styles.next}`}
            data-live-frame={i === shown ? 'shown' : 'next'}
            aria-hidden={i === shown ? undefined : true}
            tabIndex={i === shown ? undefined : -1}
            style={frameStyle}
            onLoad={() => swapIn(i, 'complete')}
          />
        ))}
      </div>
    </section>
  );
}
