import { nullable, optional, size, string, type, type Struct } from 'superstruct';
import { ApiError, parseLang, type Ctx, type Router } from '../http';
import {
  detailRow, entryView, findNews, listNews, newsTypes, pageIndexField, pageSizeField, Params, queryObject, topNews, bool, type ListFilter,
} from '../listing';
import { assertBody } from '../validate';
import { findGlossarySubTag, GLOSSARY_SUB_TAGS, type GlossarySubTag } from '../../contract/glossary-sub-tags';

/** News, blog, resources, events, notices and long-tail keyword pages. */

const text = (maxLength: number) => optional(nullable(size(string(), 0, maxLength)));

const ListBody = type({
  tag: text(100),
  keyword: text(200),
  reportType: text(100),
  subTag: text(40),
  recommendOrder: optional(nullable(bool())),
  pageIndex: pageIndexField(),
  pageSize: pageSizeField(),
  cursor: text(400),
});
const NoticeBody = type({ categoryType: text(100), pageIndex: pageIndexField(), pageSize: pageSizeField() });
const StripBody = type({ pageSize: pageSizeField(), excludeCode: text(200) });
const DetailQuery = type({ type: text(40), tag: text(100) });
const ResourceQuery = type({ pageSize: pageSizeField() });
const KeywordPageBody = type({ category: text(100), pageIndex: pageIndexField(), pageSize: pageSizeField() });
const KeywordDetailBody = type({ keywords: size(string(), 1, 200) });

/** News lists default to page 0, 9 a page. */
export const NEWS_PAGE = { pageIndex: 0, pageSize: 9 };
const STRIP_SIZE = 6;
const RESOURCE_STRIP_SIZE = 3;

const body = <T>(schema: Struct<T, unknown>, ctx: Ctx) => assertBody(schema, ctx.body);
const query = <T>(schema: Struct<T, unknown>, ctx: Ctx) => assertBody(schema, queryObject(ctx.query));
const base = (ctx: Ctx, types: string[]): ListFilter => ({ types, lang: ctx.lang, preview: ctx.preview });
const page = (b: { pageIndex?: number; pageSize?: number; cursor?: string | null }) => ({
  pageIndex: b.pageIndex ?? NEWS_PAGE.pageIndex,
  pageSize: b.pageSize ?? NEWS_PAGE.pageSize,
  cursor: b.cursor || undefined,
});

/** A glossary sub-tag filter in its stored spelling; 400 for another type or a name not in the list. */
function glossarySubTag(types: string[], raw: string): GlossarySubTag {
  if (types.length !== 1 || types[0] !== 'GLOSSARY') throw ApiError.badInput('subTag', 'sub-tags filter the glossary only (type GLOSSARY)');
  const subTag = findGlossarySubTag(raw);
  if (!subTag) throw ApiError.badInput('subTag', `unknown sub-tag '${raw.slice(0, 40)}'; use one of ${GLOSSARY_SUB_TAGS.join(', ')}`);
  return subTag;
}

/** Distinct tags of a type with their counts, in the reader's language. */
async function tagCounts(ctx: Ctx, newsType: string) {
  const p = new Params();
  const from = entryView(p.add(ctx.preview));
  return ctx.store.query<{ tag: string; count: number }>(
    `SELECT e.tag, count(*)::int AS count FROM ${from} WHERE e.kind = 'news' AND e.type = ${p.add(newsType)} AND e.lang = ${p.add(ctx.lang)}
     GROUP BY e.tag ORDER BY e.tag`,
    p.values,
  );
}

export function registerNews(router: Router) {
  router.post('/news/notice/page', async (ctx) => {
    const b = body(NoticeBody, ctx);
    return listNews(ctx.store, { ...base(ctx, ['NOTICE']), tag: b.categoryType ?? undefined }, page(b));
  });

  router.get('/news/notice/category', async (ctx) =>
    (await tagCounts(ctx, 'NOTICE')).map(({ tag, count }) => ({ categoryType: tag, count })));

  router.post('/news/reports', async (ctx) => {
    const b = body(ListBody, ctx);
    return listNews(ctx.store, { ...base(ctx, ['REPORTS']), tag: b.tag ?? undefined, keyword: b.keyword ?? undefined, data: { reportType: b.reportType ?? undefined }, recommendFirst: b.recommendOrder ?? false }, page(b));
  });

  // news/getEvent: {type} is ALL, UPCOMING, PAST or an event tag (upper-cased by the caller).
  router.post('/news/events/:type', async (ctx) => {
    const b = body(ListBody, ctx);
    const kind = ctx.params.type.toUpperCase();
    const filter: ListFilter = { ...base(ctx, ['EVENTS']), keyword: b.keyword ?? undefined };
    if (kind === 'UPCOMING') filter.when = 'upcoming';
    else if (kind === 'PAST') filter.when = 'past';
    else if (kind !== 'ALL') filter.tag = ctx.params.type;
    return listNews(ctx.store, filter, page(b));
  });

  // news/getNewsDetail {docId, type}: the article with this id, in the reader's language.
  router.get('/news/document/:docId', async (ctx) => {
    const docId = ctx.params.docId;
    if (!/^\d{1,9}$/.test(docId)) throw ApiError.badInput('docId', 'expected a number');
    const q = query(DetailQuery, ctx);
    const types = q.type ? newsTypes(q.type) : null;
    const row = await findNews(ctx.store, ctx.preview, (p) => {
      const sibling = `(e.type, e.code) = (SELECT type, code FROM entries WHERE id = ${p.add(Number(docId))} AND kind = 'news')`;
      return `${sibling} AND e.lang = ${p.add(ctx.lang)}${types ? ` AND e.type = ANY(${p.add(types)}::text[])` : ''}`;
    });
    if (!row) throw ApiError.notFound('article');
    return detailRow(row);
  });

  // news/getNewsDetailByCode {code, lang, type, tag}.
  router.get('/news/doc/:code/:lang', async (ctx) => {
    const lang = parseLang(ctx.params.lang);
    const q = query(DetailQuery, ctx);
    const types = q.type ? newsTypes(q.type) : null;
    const row = await findNews(ctx.store, ctx.preview, (p) =>
      [`e.code = ${p.add(ctx.params.code)}`, `e.lang = ${p.add(lang)}`, types && `e.type = ANY(${p.add(types)}::text[])`, q.tag && `lower(e.tag) = lower(${p.add(q.tag)})`]
        .filter(Boolean)
        .join(' AND '));
    if (!row) throw ApiError.notFound('article');
    return detailRow(row);
  });

  // news/getRecommendListByType: only rows flagged recommend.
  router.post('/news/:type/recommend/list', async (ctx) => {
    const b = body(StripBody, ctx);
    return topNews(ctx.store, { ...base(ctx, newsTypes(ctx.params.type)), recommendedOnly: true, excludeCode: b.excludeCode ?? undefined }, b.pageSize ?? STRIP_SIZE);
  });

  // news/getRecommendationsForType: flagged rows first, then the newest, so the strip is always filled.
  router.post('/news/:type/recommendations', async (ctx) => {
    const b = body(StripBody, ctx);
    return topNews(ctx.store, { ...base(ctx, newsTypes(ctx.params.type)), recommendFirst: true, excludeCode: b.excludeCode ?? undefined }, b.pageSize ?? STRIP_SIZE);
  });

  // news/getNewsList (contracts): {type} case-insensitive, RESOURCES = every resource type.
  router.post('/news/:type', async (ctx) => {
    const types = newsTypes(ctx.params.type);
    const b = body(ListBody, ctx);
    const subTag = b.subTag ? glossarySubTag(types, b.subTag) : undefined;
    return listNews(
      ctx.store,
      { ...base(ctx, types), tag: b.tag ?? undefined, keyword: b.keyword ?? undefined, data: { reportType: b.reportType ?? undefined, subTag }, recommendFirst: b.recommendOrder ?? false },
      page(b),
    );
  });

  // Resources by category (news store "resources by tag"): the newest few, recommended first.
  router.get('/content/resource/:type', async (ctx) => {
    const q = query(ResourceQuery, ctx);
    return topNews(ctx.store, { ...base(ctx, newsTypes(ctx.params.type)), recommendFirst: true }, q.pageSize ?? RESOURCE_STRIP_SIZE);
  });

  router.get('/long-keywords/category/list', async (ctx) =>
    (await tagCounts(ctx, 'LONG_KEYWORDS')).map(({ tag, count }) => ({ category: tag, count })));

  router.post('/long-keywords/page', async (ctx) => {
    const b = body(KeywordPageBody, ctx);
    return listNews(ctx.store, { ...base(ctx, ['LONG_KEYWORDS']), tag: b.category ?? undefined }, page(b));
  });

  // A keyword page by its slug or its phrase, with other keywords of its category.
  router.post('/long-keywords/detail', async (ctx) => {
    const { keywords } = body(KeywordDetailBody, ctx);
    const row = await findNews(ctx.store, ctx.preview, (p) => {
      const k = p.add(keywords.trim());
      return `e.type = 'LONG_KEYWORDS' AND e.lang = ${p.add(ctx.lang)} AND (e.code = ${k} OR lower(e.title) = lower(${k}))`;
    });
    if (!row) throw ApiError.notFound('keyword');
    const related = await topNews(ctx.store, { ...base(ctx, ['LONG_KEYWORDS']), tag: row.tag, excludeCode: row.code }, 10);
    return { ...detailRow(row), related };
  });
}
