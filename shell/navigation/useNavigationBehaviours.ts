import Router, { type NextRouter } from 'next/router';
import { useEffect } from 'react';
import type { UrlObject } from 'node:url';
import { carriedParams, carryQuery } from './carry-query';
import { fragmentTarget } from '../../contract/user-content';

type Url = string | UrlObject;

function withCarried(url: Url | undefined, search: string): Url | undefined {
  if (url === undefined) return url;
  if (typeof url === 'string') return carryQuery(url, search);
  const query = typeof url.query === 'object' && url.query ? { ...url.query } : {};
  for (const [key, value] of carriedParams(search)) if (!(key in query)) query[key] = value;
  return { ...url, query };
}

/** Every client navigation (links and router.push/replace alike) keeps rsr, bd_vid and the preview pair. */
function carryParamsAcrossNavigations(router: NextRouter): () => void {
  const { push, replace } = router;
  router.push = (url, as, options) => push.call(router, withCarried(url, location.search)!, withCarried(as, location.search), options);
  router.replace = (url, as, options) => replace.call(router, withCarried(url, location.search)!, withCarried(as, location.search), options);
  return () => {
    router.push = push;
    router.replace = replace;
  };
}

/**
 * Plain links keep rsr, bd_vid and the preview pair too: static content's links (which React never hydrates), the
 * language links and any other anchor the router does not handle navigate the browser's way, and the address the
 * browser goes to is the link's href when the click (or middle click) ends. So the href gets the parameters just
 * before: a preview link then stays in preview, a campaign visit stays attributed.
 */
function carryParamsOnPlainLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const href = link.getAttribute('href')!;
    const carried = carryQuery(href, location.search);
    if (carried !== href) link.setAttribute('href', carried);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('auxclick', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('auxclick', onClick, true);
  };
}

/** Scroll to the top after a navigation, or to the anchor of a hash link; back/forward keep the browser's position. */
function scrollOnNavigation(router: NextRouter): () => void {
  // A link from elsewhere to a heading of CMS content (#setup) names the id without the sanitiser's prefix.
  if (location.hash.length > 1) fragmentTarget(location.hash.slice(1))?.scrollIntoView();
  let popped = false;
  router.beforePopState(() => {
    popped = true;
    return true;
  });
  const done = (url: string) => {
    const hash = url.split('#')[1];
    if (hash) fragmentTarget(hash)?.scrollIntoView();
    else if (!popped) window.scrollTo(0, 0);
    popped = false;
  };
  router.events.on('routeChangeComplete', done);
  router.events.on('hashChangeComplete', done);
  return () => {
    router.events.off('routeChangeComplete', done);
    router.events.off('hashChangeComplete', done);
    router.beforePopState(() => true);
  };
}

/** On 2g or with Save-Data on, links are not prefetched (they would spend a slow or metered connection). */
export function isSlowConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined): boolean {
  return Boolean(connection && (connection.saveData || /(^|-)2g$/.test(connection.effectiveType ?? '')));
}

function skipPrefetchOnSlowConnection(router: NextRouter): () => void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!isSlowConnection(connection)) return () => undefined;
  const { prefetch } = router;
  router.prefetch = () => Promise.resolve();
  return () => {
    router.prefetch = prefetch;
  };
}

/**
 * A failed chunk load (typically after a new deployment) reloads the page, once per address so it cannot loop. Not
 * while the browser is offline: the chunk failed for want of a network, and a reload would replace the page (an
 * editor's screen with its typed work) by the browser's offline page.
 */
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return Boolean(e && (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk|Failed to fetch dynamically imported module|Importing a module script failed/i.test(e.message ?? '')));
}

function reloadOnChunkFailure(): () => void {
  const key = 'chunk-reload';
  const reload = () => {
    if (!navigator.onLine || sessionStorage.getItem(key) === location.href) return;
    sessionStorage.setItem(key, location.href);
    location.reload();
  };
  const onError = (event: ErrorEvent | Event) => {
    const target = event.target as HTMLElement | null;
    if (target instanceof HTMLScriptElement && target.src.includes('/_next/static/')) reload();
    else if ('error' in event && isChunkLoadError(event.error)) reload();
  };
  const onRejection = (event: PromiseRejectionEvent) => isChunkLoadError(event.reason) && reload();
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError, true);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * The site-wide navigation behaviours, installed once from _app. They patch the router instance itself
 * (Router.router): the objects useRouter() and next/link see are per-render copies that delegate to it.
 */
export function useNavigationBehaviours() {
  useEffect(() => {
    const router = Router.router as NextRouter | null;
    const undo = [reloadOnChunkFailure(), carryParamsOnPlainLinks()];
    if (router) undo.push(carryParamsAcrossNavigations(router), scrollOnNavigation(router), skipPrefetchOnSlowConnection(router));
    return () => undo.forEach((fn) => fn());
  }, []);
}
