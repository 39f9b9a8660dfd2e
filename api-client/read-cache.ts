/**
 * Server-side read cache for the site documents every render asks for (website, the shell's documents, menus, header, footer, hot menus,
 * news constants, dicts, site SEO defaults, the sitemap list): a short TTL, concurrent reads of one key share one request, failures are not kept.
 * Preview reads and browser reads never use it. The map lives on globalThis so that the server's invalidation
 * (server/cache.ts, run by tsx) clears the copy that Next's bundled code reads from.
 */
const SITE_DOCS = /^\/(website|shell|menus|header|footer|hot-menus|news\/constants|sitemap|seoCommon\/[A-Za-z0-9_-]{1,60}|dicts\/[A-Za-z0-9_-]{1,60})$/;
const MAX_KEYS = 500;

const KEY = Symbol.for('edgenova.apiReadCache');
type Holder = { [KEY]?: Map<string, { expires: number; value: Promise<unknown> }> };
// Made on first use, not when the module loads: the browser bundle, which never reads through it, then leaves it out.
const store = () => ((globalThis as Holder)[KEY] ??= new Map());

export function isCachedRead(path: string): boolean {
  return SITE_DOCS.test(path);
}

/**
 * The cached value for key, or load() once and keep its result for the TTL. Each caller gets its own copy, so a
 * render that adjusts what it read cannot change what the next render reads.
 */
export function readThrough<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const entries = store();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return (hit.value as Promise<T>).then((v) => structuredClone(v));
  if (entries.size >= MAX_KEYS) entries.clear();
  const value = load();
  entries.set(key, { expires: now + ttlMs, value });
  value.catch(() => entries.get(key)?.value === value && entries.delete(key));
  return value.then((v) => structuredClone(v));
}

export function clearReadCache(): void {
  store().clear();
}
