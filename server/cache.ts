import type { IncomingMessage } from 'node:http';
import { clearReadCache } from '../api-client/read-cache';
import { detectLocale, LOCALE_COOKIE } from '../contract/locales';
import { detectOs, type OperatingSystem } from '../contract/os-match';
import { isMobileUserAgent } from '../contract/device';
import { CONSENT_COOKIE } from '../contract/consent';
import { onContentChange } from '../portal/editor/events';
import { isNoStore } from './http-rules';
import { isBuilderEditingUrl } from '../contract/builder';
import { PageCache, type RenderedPage } from './page-cache';
import { config } from '../config';

/**
 * The rendered-page cache is on unless SITE_CACHE is `off` (no caches at all) or `pages-off` (every request rendered,
 * the API read cache still on): the bench measures all three.
 */
export const pageCacheEnabled = () => config().SITE_CACHE === 'on';

/** A token of each operating system that detectOs (modules/app-manage) recognises, for the render user agents. */
const OS_TOKEN: Record<OperatingSystem, string> = {
  iOS: 'iPhone; CPU iPhone OS 17_0 like Mac OS X',
  Android: 'Linux; Android 14',
  Windows: 'Windows NT 10.0; Win64; x64',
  macOS: 'Macintosh; Intel Mac OS X 10_15_7',
  Linux: 'X11; Linux x86_64',
};

/**
 * What a server render can tell apart by user agent: mobile or desktop, and the operating system (the app-download
 * module picks its entry by it). Pages are cached per class, e.g. 'mobile-iOS', 'desktop-Windows', 'desktop-other'.
 */
export type DeviceClass = `${'mobile' | 'desktop'}-${OperatingSystem | 'other'}`;

export function deviceClass(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? '';
  return `${isMobileUserAgent(ua) ? 'mobile' : 'desktop'}-${detectOs(ua) ?? 'other'}`;
}

/** The user agent a cached page of a class is rendered with: one of that class, so a cached page depends on its key alone. */
export function renderUserAgent(device: DeviceClass): string {
  const [form, os] = device.split('-') as ['mobile' | 'desktop', OperatingSystem | 'other'];
  const token = os === 'other' ? 'compatible' : OS_TOKEN[os];
  return `Mozilla/5.0 (${token}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0${form === 'mobile' ? ' Mobile' : ''} Safari/537.36 edgenova-page-cache`;
}

/**
 * Cookies that do not change the server's HTML: the locale (only the root redirect reads it, handled below) and the
 * consent choice (read in the browser). Any other cookie (a console login, the top-banner count…) bypasses the cache.
 */
const RENDER_NEUTRAL_COOKIES = new Set([LOCALE_COOKIE, CONSENT_COOKIE]);

function cookies(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}

/**
 * The cache key of an anonymous page view (or its client-side navigation data), or null when the request must be
 * rendered for itself: not GET/HEAD, a query string (preview ispreview/pretoken, Builder's editor, search terms, paging), a no-store route
 * (forms, search, preview, editor), files and API paths, a visitor cookie, or the root path when it would redirect to
 * the visitor's language. viewKey: anonymousViewKey(req) when the caller has it already.
 */
export function pageCacheKey(req: IncomingMessage, viewKey: string | null = anonymousViewKey(req)): string | null {
  return pageCacheEnabled() ? viewKey : null;
}

/** The key of an anonymous view whatever SITE_CACHE says: such views are also what a CDN may keep (server/edge-cache.ts). */
export function anonymousViewKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  // Builder's editor and preview see unpublished, changing content: never stored, whatever else the URL says.
  if (isBuilderEditingUrl(url)) return null;
  const dataPage = dataRequestPage(url);
  if (dataPage === null && (url.includes('?') || url.startsWith('/_next/') || url.startsWith('/api/') || /\.[a-z0-9]{2,5}$/i.test(url))) return null;
  if (isNoStore(dataPage ?? url)) return null;
  if (req.headers.authorization) return null;
  const jar = cookies(req.headers.cookie);
  for (const name of jar.keys()) if (!RENDER_NEUTRAL_COOKIES.has(name)) return null;
  if (url === '/' && detectLocale(jar.get(LOCALE_COOKIE), req.headers['accept-language']) !== 'en') return null;
  // Without SITE_URL, canonical and hreflang links are built from the Host header, so it is part of the key.
  const host = config().SITE_URL ? '' : String(req.headers.host ?? '').replace(/[^A-Za-z0-9.:[\]-]/g, '');
  return `${deviceClass(req.headers['user-agent'])}|${host}|${url}`;
}

/**
 * The page path behind a client-side navigation's data request (/_next/data/{build}/ja/blog.json?slug=ja&slug=blog →
 * /ja/blog/), or null when url is not one that may be cached: its only parameters are the route's slug segments,
 * and the root is left out (its answer depends on the visitor's language cookie).
 */
export function dataRequestPage(url: string): string | null {
  const match = /^\/_next\/data\/[A-Za-z0-9_-]+(\/[^?]*)\.json(?:\?(.*))?$/.exec(url);
  if (!match || match[1] === '/index') return null;
  if (match[2] && ![...new URLSearchParams(match[2]).keys()].every((k) => k === 'slug')) return null;
  return `${match[1]}/`;
}

export function parseKey(key: string): { device: DeviceClass; host: string; path: string } {
  const [device, host] = key.split('|', 2);
  return { device: device as DeviceClass, host, path: key.slice(device.length + host.length + 2) };
}

const caches: PageCache[] = [];

/** The page cache of this process (bounded: PAGE_CACHE_MAX_ENTRIES entries and PAGE_CACHE_MAX_MB of HTML). */
export function createPageCache(render: (key: string) => Promise<RenderedPage>): PageCache {
  const cache = new PageCache({
    freshMs: config().PAGE_CACHE_FRESH_MS,
    staleMs: config().PAGE_CACHE_STALE_MS,
    maxEntries: config().PAGE_CACHE_MAX_ENTRIES,
    maxBytes: config().PAGE_CACHE_MAX_MB * 1024 * 1024,
    render,
  });
  caches.push(cache);
  return cache;
}

/** Drops every cached page and API read: call after content is published. */
export function invalidateAll(): void {
  for (const cache of caches) cache.clear();
  clearReadCache();
}

// The editor announces every publish and mapping change (portal/editor/events.ts). Everything is dropped, not just
// the page's path: menus, lists and recommendations on other pages show the changed content too.
onContentChange(() => invalidateAll());
