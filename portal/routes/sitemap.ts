import { ApiError, type Ctx, type Router } from '../http';
import type { Queryable } from '../store';
import { docSitemap } from '../docs/sitemap';
import { onContentChange } from '../editor/events';
import { config } from '../../config';
import { docFiles, filesOfBuckets, rowsOfFile, type BucketCount, type SitemapFile, type SitemapRow } from './sitemap-split';

/**
 * The sitemap rows (GET /sitemap: every published page and article with its locale-free path, never drafts; the
 * documentation centre's pages come from portal/docs/sitemap.ts) and their split into sitemap files
 * (GET /sitemap/files, GET /sitemap/files/{name}; see ./sitemap-split.ts). The split reads the per-bucket counts
 * of migration 009 (at most 2,048 small rows) and is kept until published content changes (or SITEMAP_TTL_MS passes,
 * for writes made by another process); a file's rows are one range scan of the sitemap index.
 */

const PUBLISHED = 'published AND sitemap_path IS NOT NULL';
const toRow = (r: { path: string; lang: string; kind: string; updated_at: string | Date }): SitemapRow => ({
  path: r.path, lang: r.lang, kind: r.kind, updateTime: new Date(r.updated_at).toISOString(),
});

export async function sitemapRows(q: Queryable): Promise<SitemapRow[]> {
  const entries = await q.query<{ path: string; lang: string; kind: string; updated_at: string | Date }>(
    `SELECT sitemap_path AS path, lang, kind, updated_at FROM entries WHERE ${PUBLISHED}`,
  );
  return [...entries.map(toRow), ...(await docSitemap(q))].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0));
}

/** Addresses and newest change per kind and bucket (migration 009), the buckets written since the last build recounted first. */
async function bucketCounts(q: Queryable): Promise<BucketCount[]> {
  await q.query('SELECT sitemap_refresh_stale()');
  const rows = await q.query<{ home: 'page' | 'news'; bucket: number; urls: number; lastmod: string | Date }>(`SELECT home, bucket, urls, lastmod FROM sitemap_buckets`);
  return rows.map((r) => ({ ...r, lastmod: new Date(r.lastmod).toISOString() }));
}

/** Documentation pages, less any path a page or an article already lists. */
async function docRows(q: Queryable): Promise<SitemapRow[]> {
  const rows = await docSitemap(q);
  const paths = [...new Set(rows.map((r) => r.path))];
  const taken = new Set(
    (await q.query<{ path: string }>(
      `SELECT DISTINCT sitemap_path AS path FROM entries WHERE ${PUBLISHED}
       AND (sitemap_bucket, sitemap_path) IN (SELECT hashtext(p) & 1023, p FROM unnest($1::text[]) AS p)`,
      [paths],
    )).map((r) => r.path),
  );
  return rows.filter((r) => !taken.has(r.path));
}

async function buildSplit(q: Queryable): Promise<SitemapFile[]> {
  return [...filesOfBuckets(await bucketCounts(q)), ...docFiles(await docRows(q))];
}

/**
 * One file's rows: its documentation rows, or its buckets' rows by a range scan of the sitemap index. A pages file
 * spans most buckets (pages are few), so it reads the pages and then the articles at their paths, not the range.
 */
async function fileRows(q: Queryable, file: SitemapFile): Promise<SitemapRow[]> {
  if (file.rows || file.home === 'doc') return file.rows ?? [];
  const columns = 'sitemap_path AS path, lang, kind, updated_at';
  const sql = file.home === 'news'
    ? `SELECT ${columns} FROM entries WHERE ${PUBLISHED} AND sitemap_bucket BETWEEN $1 AND $2`
    : `WITH pages AS (SELECT sitemap_bucket, sitemap_path, lang, kind, updated_at FROM entries WHERE ${PUBLISHED} AND kind = 'page' AND sitemap_bucket BETWEEN $1 AND $2)
       SELECT sitemap_path AS path, lang, kind, updated_at FROM pages
       UNION ALL SELECT ${columns} FROM entries WHERE ${PUBLISHED} AND kind = 'news'
         AND (sitemap_bucket, sitemap_path) IN (SELECT DISTINCT sitemap_bucket, sitemap_path FROM pages)`;
  const rows = await q.query<{ path: string; lang: string; kind: string; updated_at: string | Date }>(sql, [file.from, file.to]);
  return rowsOfFile(rows.map(toRow), file.home);
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
  const files = buildSplit(ctx.store);
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
    return fileRows(ctx.store, file);
  });
}
