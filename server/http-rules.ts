import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_POLICY, pagePolicy, type BuilderEditorPolicy } from './csp';
import { BUILDER_EDITOR_ORIGIN, isBuilderEditingUrl } from '../contract/builder';
import { builderApiHost, builderKey } from '../config/builder';
import { config } from '../config';

/** Routes whose HTML must never be cached (they get 'no-store, no-cache, must-revalidate, private'); prefixes, locale-free. */
export const NO_STORE_ROUTES = config().NO_STORE_ROUTES;

const LOCALE_PREFIX = /^\/(cn|ja|ko)(?=\/|$)/;
/** Locale home pages (/cn, /ja, /ko) are roots too: no trailing slash is added to them. */
const LOCALE_ROOT = /^\/(cn|ja|ko)$/;

/** Paths that are files or machinery, not pages: they keep their exact form. */
export function isAssetOrApi(pathname: string): boolean {
  return pathname.startsWith('/_next/') || pathname.startsWith('/api/') || /\.[a-z0-9]{2,5}$/i.test(pathname);
}

/** The 301 target for a page path without a trailing slash (every page path ends in one), or null. Root and query-string paths are left alone. */
export function trailingSlashRedirect(rawUrl: string): string | null {
  if (rawUrl.includes('?')) return null;
  const pathname = rawUrl.split('#')[0];
  if (pathname === '/' || LOCALE_ROOT.test(pathname) || pathname.endsWith('/') || isAssetOrApi(pathname)) return null;
  // Collapse leading slashes and backslashes: browsers read '/\evil.example' like '//evil.example', a
  // protocol-relative address, so neither may start the redirect target.
  return `/${pathname.replace(/^[\/\\]+/, '')}/`;
}

/** A page opened with a preview token shows drafts: no cache, not even the browser's, may keep it. */
export function isPreviewUrl(url: string): boolean {
  const q = url.indexOf('?');
  return q >= 0 && /(?:^|&)(?:ispreview|pretoken)=/i.test(url.slice(q + 1));
}

export function isNoStore(pathname: string): boolean {
  const path = pathname.replace(LOCALE_PREFIX, '') || '/';
  return NO_STORE_ROUTES.some((route) => path.startsWith(route));
}

/** Headers every answer gets, pages and API alike. */
function setSecurityHeaders(res: ServerResponse) {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('x-frame-options', 'SAMEORIGIN');
  res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

export const NO_STORE = 'no-store, no-cache, must-revalidate, private';
/**
 * Pages that are not an anonymous view (a visitor cookie, a query string, the language-dependent root): browsers
 * revalidate, shared caches never store. Anonymous views are made public by server/edge-cache.ts.
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

/** Builder's editor and preview requests (only with a key set): the policy that lets its editor frame them. */
export function builderEditorPolicy(req: IncomingMessage): BuilderEditorPolicy | undefined {
  if (builderKey() === null || !isBuilderEditingUrl(req.url ?? '/')) return undefined;
  return { editorOrigin: BUILDER_EDITOR_ORIGIN, apiHost: builderApiHost() };
}

/** Applies the page-level HTTP rules; returns true when it answered the request itself (a redirect). */
export function applyHttpRules(req: IncomingMessage, res: ServerResponse, dev = false): boolean {
  const url = req.url ?? '/';
  const redirect = trailingSlashRedirect(url);
  if (redirect && (req.method === 'GET' || req.method === 'HEAD')) {
    res.writeHead(301, { location: redirect });
    res.end();
    return true;
  }
  res.setHeader('vary', 'User-Agent');
  setSecurityHeaders(res);
  const pathname = url.split('?')[0];
  if (isAssetOrApi(pathname)) return false;
  // Builder's editor and preview load the page in their iframe: framed by that origin only, never stored anywhere.
  const editorPolicy = builderEditorPolicy(req);
  if (editorPolicy) res.removeHeader('x-frame-options');
  res.setHeader('content-security-policy', pagePolicy(dev, [], editorPolicy));
  res.setHeader('cache-control', editorPolicy || isNoStore(pathname) || isPreviewUrl(url) ? NO_STORE : PAGE_CACHE_CONTROL);
  return false;
}

/** The portal API's answers: JSON that runs nothing and may not be framed. */
export function applyApiHeaders(res: ServerResponse) {
  setSecurityHeaders(res);
  res.setHeader('content-security-policy', API_POLICY);
}
