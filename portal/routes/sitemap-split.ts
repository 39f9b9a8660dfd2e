/**
 * How the sitemap is cut into files, without reading the rows: pages and articles are counted per bucket (a hash of
 * the path, migration 009, so a path's languages share a bucket) and adjacent buckets are joined into files of at
 * most SITEMAP_FILE_URLS addresses; a file is then a range of buckets. The documentation centre's pages (composed from
 * doc_nodes, a few per product) are cut from their rows.
 */

/**
 * The protocol allows 50,000 addresses and 50 MB per file; with four languages each address carries five hreflang
 * alternates (~750 bytes). 2,500 keep a file under 2 MB and its first build (rows, then XML) a few times the whole seed sitemap.
 */
export const SITEMAP_FILE_URLS = 2_500;

export type SitemapKind = 'page' | 'news' | 'doc';

export interface SitemapRow {
  path: string;
  lang: string;
  kind: string;
  updateTime: string;
}

/** Addresses and newest change of one bucket of one kind (a path listed as a page and an article counts as a page). */
export interface BucketCount {
  home: 'page' | 'news';
  bucket: number;
  urls: number;
  lastmod: string;
}

export interface SitemapFile {
  name: string;
  lastmod: string;
  urls: number;
  home: SitemapKind;
  /** Pages and articles: the file's buckets, first and last. */
  from?: number;
  to?: number;
  /** Documentation pages: the rows themselves. */
  rows?: SitemapRow[];
}

const FILE_PREFIX: Record<SitemapKind, string> = { page: 'pages', news: 'news', doc: 'docs' };
const newest = (a: string, b: string) => (b > a ? b : a);

/** Joins each kind's buckets, in bucket order, into files of at most `limit` addresses (a bucket is never cut). */
export function filesOfBuckets(counts: BucketCount[], limit = SITEMAP_FILE_URLS): SitemapFile[] {
  const files: SitemapFile[] = [];
  for (const home of ['page', 'news'] as const) {
    let n = 0;
    let current: SitemapFile | null = null;
    for (const c of counts.filter((b) => b.home === home && b.urls > 0).sort((a, b) => a.bucket - b.bucket)) {
      if (!current || current.urls + c.urls > limit) {
        current = { name: `${FILE_PREFIX[home]}-${++n}`, lastmod: c.lastmod, urls: 0, home, from: c.bucket, to: c.bucket };
        files.push(current);
      }
      current.urls += c.urls;
      current.to = c.bucket;
      current.lastmod = newest(current.lastmod, c.lastmod);
    }
  }
  return files;
}

const byPathThenLang = (a: SitemapRow, b: SitemapRow) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0);

/**
 * The rows of one kind's file from the rows of its buckets: a path that is a page goes with the pages (an event is a
 * page and an article), once per language with the newer of the two changes; sorted by path, then language.
 */
export function rowsOfFile(rows: SitemapRow[], home: 'page' | 'news'): SitemapRow[] {
  const pagePaths = new Set(rows.filter((r) => r.kind === 'page').map((r) => r.path));
  const byKey = new Map<string, SitemapRow>();
  for (const r of rows) {
    if (pagePaths.has(r.path) !== (home === 'page')) continue;
    const key = `${r.lang} ${r.path}`;
    const known = byKey.get(key);
    byKey.set(key, { ...r, kind: home, updateTime: known ? newest(known.updateTime, r.updateTime) : r.updateTime });
  }
  return [...byKey.values()].sort(byPathThenLang);
}

/** Documentation pages cut into files of at most `limit` rows between paths, in path order. */
export function docFiles(rows: SitemapRow[], limit = SITEMAP_FILE_URLS): SitemapFile[] {
  const sorted = [...rows].sort(byPathThenLang);
  const files: SitemapFile[] = [];
  let current: SitemapRow[] = [];
  const flush = () => {
    if (!current.length) return;
    files.push({ name: `${FILE_PREFIX.doc}-${files.length + 1}`, lastmod: current.reduce((max, r) => newest(max, r.updateTime), ''), urls: current.length, home: 'doc', rows: current });
    current = [];
  };
  for (let i = 0; i < sorted.length; ) {
    let end = i + 1;
    while (end < sorted.length && sorted[end].path === sorted[i].path) end += 1;
    if (current.length + (end - i) > limit) flush();
    current.push(...sorted.slice(i, end));
    i = end;
  }
  flush();
  return files;
}
