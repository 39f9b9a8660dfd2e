import { nullable, optional, refine, size, string, type } from 'superstruct';
import { ApiError, CODE, type Ctx, type Router } from '../http';
import { newsTypes, pageIndexField, pageSizeField } from '../listing';
import { assertBody } from '../validate';
import { RateLimiter } from '../rate-limit';
import { bounded } from '../search/bounded';
import { indexedSearch, keywordQuery, type IndexedFilter } from '../search/indexed';
import { scanSearch } from '../search/scan';
import { keywordTerms, MIN_CJK, MIN_WORD } from '../../contract/search-keyword';
import { registerSitemap } from './sitemap';
import { config } from '../../config';
import { KeptUntilChange } from '../kept-until-change';

/**
 * Site search (POST /search) over published pages and news of the reader's language: words and CJK character pairs
 * looked up in the search index (portal/search/indexed.ts); a title hit outranks a summary hit, which outranks a body
 * hit. Bounded per request: a minimum keyword, a per-client rate limit and a statement timeout.
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
 * Other searches on the same call, keyed by upper-cased `type` (the documentation centre registers 'DOCUMENT' here:
 * POST /search {type, keyword, pageIndex 1, pageSize 20}).
 */
export const searchSources = new Map<string, (ctx: Ctx, query: SearchQuery) => Promise<unknown>>();

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The site's own server render (in-process, or over loopback from this host): a loopback client address with no
 * forwarding header. Anything a proxy passed on (X-Forwarded-For, Forwarded) is a visitor, even when the proxy is on
 * loopback or names a loopback client: it is counted by its client address like any other.
 */
const isOwnRender = (ctx: Ctx) => LOOPBACK.has(ctx.ip) && !ctx.req.headers['x-forwarded-for'] && !ctx.req.headers.forwarded;
const SEARCH_PAGE = { pageIndex: 0, pageSize: 10 };
const SNIPPET_CHARS = 160;
export const KEYWORD_TOO_SHORT = `keyword: enter at least ${MIN_WORD} letters or digits, or ${MIN_CJK} Chinese, Japanese or Korean characters`;

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
  if (!keywordTerms(word).searchable) throw ApiError.badInput('keyword', KEYWORD_TOO_SHORT.replace(/^keyword: /, ''));
  // type: none or ALL = pages and news; PAGE = pages only; otherwise news type(s) (RESOURCES = every resource type).
  const scope = query.type?.trim().toUpperCase() || 'ALL';
  const filter: IndexedFilter = {
    lang: ctx.lang,
    types: scope === 'ALL' || scope === 'PAGE' ? null : newsTypes(scope),
    pagesOnly: scope === 'PAGE',
    tag: query.tag,
  };
  const page = { pageIndex: query.pageIndex ?? SEARCH_PAGE.pageIndex, pageSize: query.pageSize ?? SEARCH_PAGE.pageSize };
  const search = () => runSearch(ctx, word, filter, page);
  return ctx.preview ? search() : keptSearches.get(ctx.store, JSON.stringify([word, filter, page]), search);
}

async function runSearch(ctx: Ctx, word: string, filter: IndexedFilter, page: { pageIndex: number; pageSize: number }) {
  const { total, rows } = await bounded(ctx.store, async (q) => {
    if (ctx.preview) return scanSearch(q, word, filter, page, true);
    const tsquery = await keywordQuery(q, word);
    return tsquery ? indexedSearch(q, tsquery, filter, page) : { total: 0, rows: [] };
  });
  return {
    total,
    ...page,
    rows: rows.map((h) => ({ kind: h.kind, type: h.type, code: h.code, title: h.title, snippet: snippet(h.text, h.summary, word), url: h.url, score: h.score })),
  };
}

/**
 * A search with this many matches must find, count and rank every one of them (a broad keyword on a large site:
 * thousands of rows); its page is kept until content changes or SEARCH_CACHE_TTL_MS passes. Such keywords are the
 * ones visitors repeat; narrower searches are cheap and always run.
 */
const KEEP_FROM = 1000;
const keptSearches = new KeptUntilChange<Awaited<ReturnType<typeof runSearch>>>(() => config().SEARCH_CACHE_TTL_MS, (answer) => answer.total >= KEEP_FROM);

export function registerSearch(router: Router) {
  // Per client IP (shared by every instance through the store), like the form limits; SEARCH_RATE_LIMIT searches a
  // minute (default 60). The site's own server renders call in for every visitor at once; the render queue bounds those.
  const limiter = new RateLimiter(config().SEARCH_RATE_LIMIT, 60_000);
  router.post('/search', async (ctx) => {
    if (!isOwnRender(ctx) && !limiter.take(`search:${ctx.ip}`)) throw new ApiError(429, CODE.RATE_LIMITED, 'too many searches; please wait a minute and try again');
    const query = assertBody(SearchBody, ctx.body);
    const source = query.type ? searchSources.get(query.type.trim().toUpperCase()) : undefined;
    return source ? source(ctx, query) : searchContent(ctx, query);
  });
  registerSitemap(router);
}
