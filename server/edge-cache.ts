import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentChange } from '../portal/editor/events';
import { anonymousViewKey, dataRequestPage } from './cache';
import { config } from '../config';

const LOCALE_PREFIX = /^\/(cn|ja|ko)(?=\/|$)/;

/**
 * What a CDN may do with an anonymous view: keep it EDGE_MAX_AGE seconds, then serve it stale for up to
 * EDGE_STALE_SECONDS while it fetches a fresh copy. Browsers (max-age=0) always ask the CDN again. A publish purges
 * the affected keys at once, so the max age only bounds content that shows on pages other than its own.
 */
export function edgeCacheControl(): string {
  return `public, max-age=0, s-maxage=${config().EDGE_MAX_AGE}, stale-while-revalidate=${config().EDGE_STALE_SECONDS}`;
}

/** Header naming the content a page used, for purge by key (Fastly/Varnish xkey: Surrogate-Key; Cloudflare: Cache-Tag). */
export const SURROGATE_KEY_HEADER = config().SURROGATE_KEY_HEADER;

/** Every page reads the site documents (menus, header, footer, SEO defaults): they change under key `site`. */
export const SITE_KEY = 'site';

/** The key of a page's own content: its locale-free path, as the editor announces it. */
export const pathKey = (path: string) => `path:${path}`;

/**
 * The content keys of a page view: the site documents and the page's own path (all its languages share it).
 * Navigation data (/_next/data/…) gets the keys of the page it belongs to.
 */
export function surrogateKeys(url: string): string[] {
  const pathname = dataRequestPage(url) ?? url.split('?')[0];
  const path = pathname.replace(LOCALE_PREFIX, '') || '/';
  return [SITE_KEY, pathKey(path)];
}

/**
 * Marks an anonymous view as one a shared cache may keep, with its content keys. The root stays private: it answers
 * by the visitor's language cookie and Accept-Language (a redirect or the English home).
 * Returns whether it did. EDGE_CACHE=off keeps every page private. viewKey: anonymousViewKey(req), when the caller
 * has it already (it is worked out once per request).
 */
export function markEdgeCacheable(req: IncomingMessage, res: ServerResponse, viewKey: string | null = anonymousViewKey(req)): boolean {
  if (config().EDGE_CACHE === 'off' || req.url === '/' || !viewKey) return false;
  res.setHeader('cache-control', edgeCacheControl());
  res.setHeader(SURROGATE_KEY_HEADER, surrogateKeys(req.url ?? '/').join(' '));
  return true;
}

/** The keys a content change makes stale: a page's own path, or (site documents, mappings) every page. */
export function keysForChange(change: ContentChange): string[] {
  if (change.kind === 'page' && change.path) return [pathKey(change.path)];
  return [SITE_KEY];
}

const RETRY_MS = [250, 1000, 3000, 10_000, 30_000];

/**
 * Asks the CDN (CDN_PURGE_URL) to drop everything tagged with keys: one request, method CDN_PURGE_METHOD (PURGE),
 * the keys space-separated in the key header, CDN_PURGE_TOKEN as a bearer token when set. Retried with back-off on
 * a network error or a non-2xx answer; gives up after the last retry with a log line (the pages then expire by age).
 */
export async function purgeKeys(keys: string[], retries = RETRY_MS): Promise<boolean> {
  const { CDN_PURGE_URL: url, CDN_PURGE_TOKEN, CDN_PURGE_METHOD } = config();
  if (!url || !keys.length) return false;
  const headers: Record<string, string> = { [SURROGATE_KEY_HEADER]: keys.join(' ') };
  if (CDN_PURGE_TOKEN) headers.authorization = `Bearer ${CDN_PURGE_TOKEN}`;
  for (let attempt = 0; ; attempt++) {
    let problem: string;
    try {
      const response = await fetch(url, { method: CDN_PURGE_METHOD, headers, signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return true;
      problem = `status ${response.status}`;
    } catch (error) {
      problem = (error as Error).message;
    }
    if (attempt >= retries.length) {
      console.error('[edge-cache] purge of %s failed after %d attempts: %s', keys.join(' '), attempt + 1, problem);
      return false;
    }
    console.warn('[edge-cache] purge of %s failed (%s); retrying', keys.join(' '), problem);
    await new Promise((r) => setTimeout(r, retries[attempt]));
  }
}
