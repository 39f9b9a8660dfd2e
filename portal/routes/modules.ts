import { nullable, optional, size, string, type } from 'superstruct';
import { findEntry, siteDoc } from '../content';
import { ApiError, type Ctx, type Router } from '../http';
import { detailRow, entryView, findNews, listNews, newsTypes, pageIndexField, pageSizeField, Params, queryObject, topNews, type NewsType } from '../listing';
import { docsAtOnce, flattenTree, linkPath, moduleOut, requireDoc, type StoredModule, type TreeNode } from '../site-docs';
import { assertBody } from '../validate';
import { resolveRoute } from '../../contract/routes';

/** The common reads beyond the shell documents: SEO, JSON modules, typed pages and the video ("markdown") calls. */

const text = (maxLength: number) => optional(nullable(size(string(), 0, maxLength)));
const SeoModuleQuery = type({ id: optional(size(string(), 1, 12)), pageCode: text(240) });
const TypedPageBody = type({ extendType: text(40), pageIndex: pageIndexField(), pageSize: pageSizeField() });
const StripQuery = type({ pageSize: pageSizeField() });

const TYPED_PAGE = { pageIndex: 0, pageSize: 9 };
const STRIP_SIZE = 6;
const VIDEO_TYPE_LIST = 12;

interface Seo {
  title?: string;
  description?: string;
  keywords?: string;
  robots?: string;
}

/** Contracts' site document 'seo': {common: {[key]: Seo}, modules: {[module]: Seo}}. */
type SeoDoc = { common?: Record<string, Seo>; modules?: Record<string, Seo> };

/** A news type named by a path segment, or null when the segment is not one (no 400: the caller tries other meanings). */
function asNewsType(raw: string): NewsType | null {
  try {
    const types = newsTypes(raw);
    return types.length === 1 ? types[0] : null;
  } catch {
    return null;
  }
}

/**
 * The SEO of an article (its data.seo, else its title and summary), of a page (data.seo, else name and description),
 * or, without an article or page, the stored SEO of the module (e.g. a list page's).
 */
async function seoOf(ctx: Ctx, module: string, id: string | undefined, pageCode: string | null | undefined): Promise<Seo | null> {
  const newsType = asNewsType(module);
  if (newsType && (id || pageCode)) {
    const row = await findNews(ctx.store, ctx.preview, (p) => {
      const key = id
        ? `(e.type, e.code) = (SELECT type, code FROM entries WHERE id = ${p.add(Number(id))} AND kind = 'news')`
        : `e.code = ${p.add(pageCode)}`;
      return `${key} AND e.type = ${p.add(newsType)} AND e.lang = ${p.add(ctx.lang)}`;
    });
    if (!row) return null;
    const seo = (row.data.seo ?? {}) as Seo;
    return { title: seo.title ?? row.title, description: seo.description ?? row.summary, keywords: seo.keywords ?? row.tag };
  }
  if (pageCode) {
    const row = await findEntry(ctx.store, { kind: 'page', type: module, code: pageCode, lang: ctx.lang }, ctx.preview);
    if (row) {
      const seo = ((row.data as { seo?: Seo }).seo ?? {}) as Seo;
      return { ...seo, title: seo.title ?? row.title, description: seo.description ?? row.summary };
    }
  }
  const doc = await siteDoc<SeoDoc>(ctx.store, 'seo', ctx.lang, ctx.preview);
  return doc?.modules?.[module] ?? null;
}

/** VIDEO, APP, COLLECT… name a json-modules section; VIDEO also names the VIDEOS news type (a video's own modules). */
async function jsonDetail(ctx: Ctx, belongType: string, pageCode: string) {
  const section = (await siteDoc<Record<string, StoredModule[]>>(ctx.store, 'json-modules', ctx.lang, ctx.preview))?.[belongType.toUpperCase()];
  const stored = Array.isArray(section) ? section.find((m) => m.pageCode === pageCode) : undefined;
  if (stored) return { ...stored, jsonModuleList: ((stored.jsonModuleList ?? []) as StoredModule[]).map(moduleOut) };
  const newsType = asNewsType(belongType);
  const row = newsType && (await findNews(ctx.store, ctx.preview, (p) => `e.type = ${p.add(newsType)} AND e.code = ${p.add(pageCode)} AND e.lang = ${p.add(ctx.lang)}`));
  if (!row) throw ApiError.notFound(`${belongType.slice(0, 40)} ${pageCode.slice(0, 120)}`);
  const data = row.data as { extendType?: string; jsonModuleList?: StoredModule[] };
  return { ...detailRow(row), pageCode: row.code, belongType: belongType.toUpperCase(), name: row.title, extendType: data.extendType ?? null, jsonModuleList: (data.jsonModuleList ?? []).map(moduleOut) };
}

export function registerModules(router: Router) {
  router.get('/seoCommon/:seoCommon', async (ctx) => {
    const seo = (await siteDoc<SeoDoc>(ctx.store, 'seo', ctx.lang, ctx.preview))?.common?.[ctx.params.seoCommon];
    if (!seo) throw ApiError.notFound(`seo ${ctx.params.seoCommon.slice(0, 40)}`);
    return seo;
  });

  router.get('/seoModule/:seoModule', async (ctx) => {
    const q = assertBody(SeoModuleQuery, queryObject(ctx.query));
    if (q.id !== undefined && !/^\d{1,9}$/.test(q.id)) throw ApiError.badInput('id', 'expected a number');
    const seo = await seoOf(ctx, ctx.params.seoModule, q.id, q.pageCode);
    if (!seo) throw ApiError.notFound('seo');
    return seo;
  });

  // Where a product's detail page is: the products-tree item whose path ends in {pageCode}, else /product/{pageCode}/.
  router.get('/product-server/:pageCode/detail-code', async (ctx) => {
    const { pageCode } = ctx.params;
    const leaf = flattenTree(await requireDoc<TreeNode[]>(ctx, 'products-tree'))
      .map(({ node }) => node)
      .find((node) => !node.classify && node.url && linkPath(node.url).split('/').filter(Boolean).pop() === pageCode);
    const path = leaf?.url ? linkPath(leaf.url) : `/product/${pageCode}/`;
    const route = resolveRoute(path);
    const row = route && (await findEntry(ctx.store, { kind: 'page', ...route, lang: ctx.lang }, ctx.preview));
    if (!route || !row) throw ApiError.notFound('product');
    return { productId: leaf?.id ?? null, path, type: route.type, code: route.code, name: row.title };
  });

  // common/getJsonDetail {pageCode, belongType COLLECT | VIDEO | APP}.
  router.get('/:belongType/json-module/:pageCode', (ctx) => jsonDetail(ctx, ctx.params.belongType, ctx.params.pageCode));

  // home/getModules and the AD / NEWSRECOMMEND lists: json-modules[belongType], else home-modules[belongType].
  router.get('/:belongType/json-modules', async (ctx) => {
    const key = ctx.params.belongType.toUpperCase();
    for (const doc of await docsAtOnce<Record<string, StoredModule[]>>(ctx, ['json-modules', 'home-modules'])) {
      const list = doc?.[key];
      if (Array.isArray(list)) return list.map(moduleOut);
    }
    return [];
  });

  // Paged list of one content type by extendType (e.g. VIDEO record | live).
  router.post('/:type/page', async (ctx) => {
    const types = newsTypes(ctx.params.type);
    const b = assertBody(TypedPageBody, ctx.body);
    return listNews(
      ctx.store,
      { types, lang: ctx.lang, preview: ctx.preview, data: { extendType: b.extendType ?? undefined } },
      { pageIndex: b.pageIndex ?? TYPED_PAGE.pageIndex, pageSize: b.pageSize ?? TYPED_PAGE.pageSize },
    );
  });

  // Video labels of an extendType (GET /markdown/video-label/record): each data.videoType with its count.
  router.get('/markdown/video-label/:extendType', async (ctx) => {
    const p = new Params();
    const from = entryView(p.add(ctx.preview));
    return ctx.store.query<{ videoType: string; count: number }>(
      `SELECT e.data->>'videoType' AS "videoType", count(*)::int AS count FROM ${from}
       WHERE e.kind = 'news' AND e.type = 'VIDEOS' AND e.lang = ${p.add(ctx.lang)} AND e.data->>'extendType' = ${p.add(ctx.params.extendType)}
         AND coalesce(e.data->>'videoType', '') <> ''
       GROUP BY 1 ORDER BY 1`,
      p.values,
    );
  });

  router.get('/markdown/:type/recommend/list', async (ctx) => {
    const q = assertBody(StripQuery, queryObject(ctx.query));
    return topNews(ctx.store, { types: newsTypes(ctx.params.type), lang: ctx.lang, preview: ctx.preview, recommendedOnly: true }, q.pageSize ?? STRIP_SIZE);
  });

  router.get('/markdown/:type/video-type/:videoType', async (ctx) => {
    const q = assertBody(StripQuery, queryObject(ctx.query));
    return topNews(ctx.store, { types: newsTypes(ctx.params.type), lang: ctx.lang, preview: ctx.preview, data: { videoType: ctx.params.videoType } }, q.pageSize ?? VIDEO_TYPE_LIST);
  });

  // common/getVideoRelevant: items of the same video type (else tag) as {pageCode}, newest first, itself excluded.
  router.get('/markdown/:type/relevant/:pageCode', async (ctx) => {
    const types = newsTypes(ctx.params.type);
    const q = assertBody(StripQuery, queryObject(ctx.query));
    const row = await findNews(ctx.store, ctx.preview, (p) => `e.type = ANY(${p.add(types)}::text[]) AND e.code = ${p.add(ctx.params.pageCode)} AND e.lang = ${p.add(ctx.lang)}`);
    if (!row) throw ApiError.notFound(ctx.params.pageCode.slice(0, 120));
    const videoType = typeof row.data.videoType === 'string' ? row.data.videoType : undefined;
    return topNews(
      ctx.store,
      { types: [row.type], lang: ctx.lang, preview: ctx.preview, excludeCode: row.code, ...(videoType ? { data: { videoType } } : { tag: row.tag || undefined }) },
      q.pageSize ?? STRIP_SIZE,
    );
  });
}
