import { ApiError, type Ctx, type Router } from '../http';
import type { Queryable } from '../store';
import { docSitemap } from '../docs/sitemap';
import { onContentChange } from '../editor/events';
import { config } from '../../config';

/**
 * The sitemap rows (GET /sitemap: every published page and article with its locale-free path, never drafts; the
 * documentation centre's pages come from portal/docs/sitemap.ts) and their split into sitemap files
 * (GET /sitemap/files, GET /sitemap/files/{name}): one group per kind (pages, news, docs), cut into files of at most
 * SITEMAP_FILE_URLS addresses between paths, so a path's languages (which list each other as alternates) share a file.
 * The split is built once and kept until published content changes (or SITEMAP_TTL_MS passes, for writes made by
 * another process), so serving the index or a file reads no rows.
 */

/**
 * The protocol allows 50,000 addresses and 50 MB per file; with four languages each address carries five hreflang
 * alternates (~750 bytes), so 50,000 would come near the byte limit and take seconds to send. 10,000 keeps a file
 * under 8 MB.
 */
export const SITEMAP_FILE_URLS = 10_000;

interface SitemapRow {
  path: string;
  lang: string;
  kind: string;
  updateTime: string;
}
interface SitemapFile {
  name: string;
  lastmod: string;
  urls: number;
  rows: SitemapRow[];
}

const byPathThenLang = (a: SitemapRow, b: SitemapRow) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0);

export async function sitemapRows(q: Queryable): Promise<SitemapRow[]> {
  const entries = (
    await q.query<{ path: string; lang: string; kind: string; updated_at: string | Date }>(
      `SELECT coalesce(data->>'path', data->>'url') AS path, lang, kind, updated_at FROM entries
       WHERE published AND ((kind = 'page' AND data->>'path' LIKE '/%') OR (kind = 'news' AND data->>'url' LIKE '/%'))`,
    )
  ).map((r) => ({ path: r.path, lang: r.lang, kind: r.kind, updateTime: new Date(r.updated_at).toISOString() }));
  return [...entries, ...(await docSitemap(q))].sort(byPathThenLang);
}

/**
 * Groups sorted rows by kind and cuts each group into files of at most `limit` rows, never inside a path. A path
 * listed under two kinds (an event is a page and an article) goes with the first of page, news, doc, once per language.
 */
export function splitSitemap(rows: SitemapRow[], limit = SITEMAP_FILE_URLS): SitemapFile[] {
  const files: SitemapFile[] = [];
  const home = new Map<string, string>();
  for (const kind of ['page', 'news', 'doc']) for (const r of rows) if (r.kind === kind && !home.has(r.path)) home.set(r.path, kind);
  for (const kind of ['page', 'news', 'doc']) {
    let current: SitemapRow[] = [];
    const flush = () => {
      if (!current.length) return;
      const lastmod = current.reduce((max, r) => (r.updateTime > max ? r.updateTime : max), '');
      files.push({ name: `${kind === 'page' ? 'pages' : kind === 'doc' ? 'docs' : 'news'}-${files.filter((f) => f.name.startsWith(kind)).length + 1}`, lastmod, urls: current.length, rows: current });
      current = [];
    };
    const ofKind: SitemapRow[] = [];
    for (const r of rows) {
      if (home.get(r.path) !== kind) continue;
      const prev = ofKind.at(-1);
      if (prev && prev.path === r.path && prev.lang === r.lang) {
        if (r.updateTime > prev.updateTime) ofKind[ofKind.length - 1] = { ...prev, updateTime: r.updateTime };
      } else ofKind.push(kind === r.kind ? r : { ...r, kind });
    }
    for (let i = 0; i < ofKind.length; ) {
      let end = i + 1;
      while (end < ofKind.length && ofKind[end].path === ofKind[i].path) end += 1;
      if (current.length + (end - i) > limit) flush();
      current.push(...ofKind.slice(i, end));
      i = end;
    }
    flush();
  }
  return files;
}

const ttlMs = () => config().SITEMAP_TTL_MS;
const splits = new WeakMap<Queryable, { built: number; generation: number; files: Promise<SitemapFile[]> }>();
let generation = 0;
onContentChange(() => {
  generation += 1;
});

function sitemapFiles(ctx: Ctx): Promise<SitemapFile[]> {
  const known = splits.get(ctx.store);
  if (known && known.generation === generation && Date.now() - known.built <= ttlMs()) return known.files;
  const files = sitemapRows(ctx.store).then((rows) => splitSitemap(rows));
  const entry = { built: Date.now(), generation, files };
  splits.set(ctx.store, entry);
  files.catch(() => {
    if (splits.get(ctx.store) === entry) splits.delete(ctx.store);
  });
  return files;
}

export function registerSitemap(router: Router) {
  router.get('/sitemap', (ctx) => sitemapRows(ctx.store));
  router.get('/sitemap/files', async (ctx) => (await sitemapFiles(ctx)).map(({ name, lastmod, urls }) => ({ name, lastmod, urls })));
  router.get('/sitemap/files/:name', async (ctx) => {
    const file = (await sitemapFiles(ctx)).find((f) => f.name === ctx.params.name);
    if (!file) throw ApiError.notFound('sitemap file');
    return file.rows;
  });
}
