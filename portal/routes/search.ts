import { nullable, optional, refine, size, string, type } from 'superstruct';
import type { Ctx, Router } from '../http';
import { entryView, newsTypes, pageIndexField, pageSizeField, Params } from '../listing';
import { assertBody } from '../validate';
import { docSitemap } from '../docs/sitemap';

/**
 * Site search (POST /search) over published pages and news of the reader's language, and the sitemap.
 * Matching is by substring (strpos on lower-cased text), so Chinese, Japanese and Korean words inside running text are found without
 * word segmentation; a title hit outranks a summary hit, which outranks a body hit.
 */

const keyword = refine(size(string(), 1, 200), 'nonempty', (value) => value.trim().length > 0);
export const SearchBody = type({
  keyword,
  type: optional(nullable(size(string(), 0, 40))),
  tag: optional(nullable(size(string(), 0, 100))),
  pageIndex: pageIndexField(),
  pageSize: pageSizeField(),
});
export type SearchQuery = { keyword: string; type?: string | null; tag?: string | null; pageIndex?: number; pageSize?: number };

/**
 * Other searches on the same call, keyed by upper-cased `type` (the documentation centre registers 'DOCUMENT' here,
 * spec §7 "Documents": POST /search {type, keyword, pageIndex 1, pageSize 20}).
 */
export const searchSources = new Map<string, (ctx: Ctx, query: SearchQuery) => Promise<unknown>>();

const SEARCH_PAGE = { pageIndex: 0, pageSize: 10 };
const SNIPPET_CHARS = 160;
const WEIGHT = { title: 10, summary: 4, body: 1 };

interface Hit {
  kind: string;
  type: string;
  code: string;
  title: string;
  summary: string;
  text: string;
  url: string | null;
  score: number;
  published_at: string | Date;
}

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();

/** Up to SNIPPET_CHARS of text around the first occurrence of the keyword (the summary when the body has none). */
export function snippet(text: string, summary: string, word: string): string {
  const body = plain(text);
  const at = body.toLowerCase().indexOf(word.toLowerCase());
  if (at < 0) return (summary || body).slice(0, SNIPPET_CHARS);
  const start = Math.max(0, at - Math.floor((SNIPPET_CHARS - word.length) / 2));
  return `${start > 0 ? '…' : ''}${body.slice(start, start + SNIPPET_CHARS)}${start + SNIPPET_CHARS < body.length ? '…' : ''}`;
}

async function searchContent(ctx: Ctx, query: SearchQuery) {
  const word = query.keyword.trim();
  // type: none or ALL = pages and news; PAGE = pages only; otherwise news type(s) (RESOURCES = every resource type).
  const scope = query.type?.trim().toUpperCase() || 'ALL';
  const types = scope === 'ALL' || scope === 'PAGE' ? null : newsTypes(scope);
  const page = { pageIndex: query.pageIndex ?? SEARCH_PAGE.pageIndex, pageSize: query.pageSize ?? SEARCH_PAGE.pageSize };

  const p = new Params();
  const from = entryView(p.add(ctx.preview));
  // strpos on lower-cased text: a literal substring test (no LIKE wildcards to escape) that is also far cheaper
  // than ILIKE on non-ASCII text.
  const needle = `lower(${p.add(word)})`;
  const has = (expr: string) => `(strpos(lower(${expr}), ${needle}) > 0)`;
  const kinds = types ? `e.kind = 'news' AND e.type = ANY(${p.add(types)}::text[])` : scope === 'PAGE' ? `e.kind = 'page'` : `e.kind IN ('page', 'news')`;
  const tag = query.tag ? ` AND lower(e.tag) = lower(${p.add(query.tag)})` : '';
  const summaryText = `(e.summary || ' ' || coalesce(e.data->'seo'->>'description', ''))`;
  // Candidates first (the raw body may match only inside markup); tags are stripped only for those, for the body score.
  const candidates = `SELECT e.* FROM ${from} WHERE e.lang = ${p.add(ctx.lang)} AND ${kinds}${tag}
      AND (${has('e.title')} OR ${has(summaryText)} OR ${has('e.body')})`;
  const scored = `SELECT e.kind, e.type, e.code, e.title, e.summary, e.body AS text, e.published_at, e.id,
      coalesce(e.data->>'url', e.data->>'path') AS url,
      ${WEIGHT.title} * ${has('e.title')}::int + ${WEIGHT.summary} * ${has(summaryText)}::int
        + ${WEIGHT.body} * ${has(`regexp_replace(e.body, '<[^>]*>', ' ', 'g')`)}::int AS score
    FROM (${candidates}) e`;
  const scoredParams = [...p.values];
  const hits = await ctx.store.query<Hit & { total: number }>(
    `SELECT s.*, (count(*) OVER ())::int AS total FROM (${scored}) s WHERE s.score > 0
     ORDER BY s.score DESC, s.published_at DESC, s.id LIMIT ${p.add(page.pageSize)} OFFSET ${p.add(page.pageIndex * page.pageSize)}`,
    p.values,
  );
  // The window count rides on the rows; a page past the end has none, so count separately only then.
  const total = hits[0]?.total ?? (page.pageIndex > 0
    ? (await ctx.store.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${scored}) s WHERE s.score > 0`, scoredParams))[0].n
    : 0);
  return {
    total,
    ...page,
    rows: hits.map((h) => ({ kind: h.kind, type: h.type, code: h.code, title: h.title, snippet: snippet(h.text, h.summary, word), url: h.url, score: h.score })),
  };
}

export function registerSearch(router: Router) {
  router.post('/search', async (ctx) => {
    const query = assertBody(SearchBody, ctx.body);
    const source = query.type ? searchSources.get(query.type.trim().toUpperCase()) : undefined;
    return source ? source(ctx, query) : searchContent(ctx, query);
  });

  // Every published page and article with its locale-free path, for sitemap.xml and the site crawl (never drafts).
  // The documentation centre's pages (composed from doc_nodes, not stored as pages) come from portal/docs/sitemap.ts.
  router.get('/sitemap', async (ctx) => {
    const entries = (
      await ctx.store.query<{ path: string; lang: string; kind: string; updated_at: string | Date }>(
        `SELECT coalesce(data->>'path', data->>'url') AS path, lang, kind, updated_at FROM entries
         WHERE published AND ((kind = 'page' AND data->>'path' LIKE '/%') OR (kind = 'news' AND data->>'url' LIKE '/%'))`,
      )
    ).map((r) => ({ path: r.path, lang: r.lang, kind: r.kind, updateTime: new Date(r.updated_at).toISOString() }));
    const rows = [...entries, ...(await docSitemap(ctx.store))];
    return rows.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0));
  });
}
