import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApiClient } from '../api-client/client';
import { getSitemapFile, getSitemapFiles, type SitemapEntry, type SitemapFileInfo } from '../api-client/sitemap';
import { onContentChange } from '../portal/editor/events';
import { HTML_LANG, LOCALE_VALUE, LOCALES, localePath, type Locale } from '../contract/locales';
import { config } from '../config';
import { serverApiOptions } from '../config/api';

/** Absolute origin for links in robots.txt and sitemap.xml: SITE_URL, else the request's host (as page heads do). */
function siteOrigin(req: IncomingMessage): string {
  const { SITE_URL } = config();
  if (SITE_URL) return SITE_URL.replace(/\/$/, '');
  return `http://${String(req.headers.host ?? 'localhost').replace(/[^A-Za-z0-9.:[\]-]/g, '')}`;
}

/** Machinery, visitor-specific and staff routes: kept out of crawls and of the sitemap. */
const NOT_FOR_CRAWLERS = ['/api/', '/preview/', '/editor/', '/search/'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...NOT_FOR_CRAWLERS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

const LOCALE_OF = Object.fromEntries(LOCALES.map((l) => [LOCALE_VALUE[l], l])) as Record<string, Locale>;

/** Every published page in every language it exists in, each with its language alternates (and x-default when English exists). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const byPath = new Map<string, Map<Locale, string>>();
  for (const e of entries) {
    const locale = LOCALE_OF[e.lang];
    if (!locale || typeof e.path !== 'string' || !e.path.startsWith('/') || NOT_FOR_CRAWLERS.some((p) => e.path.startsWith(p))) continue;
    const langs = byPath.get(e.path) ?? new Map<Locale, string>();
    langs.set(locale, e.updateTime);
    byPath.set(e.path, langs);
  }
  const urls: string[] = [];
  for (const [path, langs] of [...byPath].sort(([a], [b]) => a.localeCompare(b))) {
    const alternates = [...langs.keys()].map((l) => `    <xhtml:link rel="alternate" hreflang="${HTML_LANG[l]}" href="${escapeXml(origin + localePath(l, path))}"/>`);
    if (langs.has('en')) alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localePath('en', path))}"/>`);
    for (const [locale, updated] of langs) {
      const lastmod = updated && !Number.isNaN(Date.parse(updated)) ? `\n    <lastmod>${new Date(updated).toISOString()}</lastmod>` : '';
      urls.push(`  <url>\n    <loc>${escapeXml(origin + localePath(locale, path))}</loc>${lastmod}\n${alternates.join('\n')}\n  </url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap index: one <sitemap> per file of GET /sitemap/files, with the newest change of its content as lastmod. */
export function sitemapIndexXml(origin: string, files: SitemapFileInfo[]): string {
  const items = files.map((f) => {
    const lastmod = f.lastmod && !Number.isNaN(Date.parse(f.lastmod)) ? `\n    <lastmod>${new Date(f.lastmod).toISOString()}</lastmod>` : '';
    return `  <sitemap>\n    <loc>${escapeXml(`${origin}/sitemap-${f.name}.xml`)}</loc>${lastmod}\n  </sitemap>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...items, '</sitemapindex>', ''].join('\n');
}

/**
 * Built sitemap files by origin and name, each with the lastmod and size the index gave it when built: a file is
 * rebuilt only when those change (the portal keeps the split until content changes) or a publish clears them all.
 */
const built = new Map<string, { stamp: string; xml: Promise<string> }>();
onContentChange(() => built.clear());

async function sitemapFileXml(origin: string, name: string): Promise<string | null> {
  const api = createApiClient({ ...serverApiOptions(), locale: 'en' });
  const info = (await getSitemapFiles(api)).find((f) => f.name === name);
  if (!info) return null;
  const key = `${origin} ${name}`;
  const stamp = `${info.lastmod} ${info.urls}`;
  const known = built.get(key);
  if (known?.stamp === stamp) return known.xml;
  const xml = getSitemapFile(api, name).then((entries) => sitemapXml(origin, entries));
  // Origins come from the Host header when SITE_URL is unset: keep a bounded number of copies.
  if (built.size >= 64) built.clear();
  built.set(key, { stamp, xml });
  xml.catch(() => built.get(key)?.xml === xml && built.delete(key));
  return xml;
}

const SITEMAP_FILE = /^\/sitemap-([a-z]+-\d{1,4})\.xml$/;

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string) {
  const cacheControl = status === 200 ? 'public, max-age=300' : 'no-store';
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': cacheControl });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Answers /robots.txt, /sitemap.xml (the index) and its files /sitemap-{kind}-{n}.xml; returns false for any other path. */
export function serveSeoFile(req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? '').split('?')[0];
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (path === '/robots.txt') {
    send(req, res, 200, 'text/plain; charset=utf-8', robotsTxt(siteOrigin(req)));
    return true;
  }
  const file = SITEMAP_FILE.exec(path)?.[1];
  if (path !== '/sitemap.xml' && !file) return false;
  const origin = siteOrigin(req);
  const xml = file ? sitemapFileXml(origin, file) : getSitemapFiles(createApiClient({ ...serverApiOptions(), locale: 'en' })).then((files) => sitemapIndexXml(origin, files));
  xml
    .then((body) => (body === null ? send(req, res, 404, 'text/plain; charset=utf-8', 'no such sitemap file') : send(req, res, 200, 'application/xml; charset=utf-8', body)))
    .catch((error) => {
      console.error('[sitemap] failed', error);
      send(req, res, 503, 'text/plain; charset=utf-8', 'sitemap temporarily unavailable');
    });
  return true;
}
