import { array, nullable, optional, size, string, type } from 'superstruct';
import { ApiError, type Router } from '../http';
import { entryView, listRow, newsTypes, NEWEST, pageSizeField, Params, queryObject, topNews, type ViewRow } from '../listing';
import { docsAtOnce, docSection, flattenTree, moduleOut, requireDoc, type StoredModule, type TreeNode } from '../site-docs';
import { assertBody } from '../validate';

/** Home page data: banners, modules, image resources, recommendation strips. */

const SectionQuery = type({ pageSize: pageSizeField() });
const BannerQuery = type({ type: optional(size(string(), 1, 40)) });
const RecommendationsBody = type({ types: optional(nullable(size(array(size(string(), 1, 40)), 1, 20))), pageSize: pageSizeField() });
const SolutionsBody = type({ pageSize: pageSizeField() });
const JsonDetailBody = type({ belongType: optional(nullable(size(string(), 1, 40))) });

/** home/getRecommandNews defaults: the strips the home page shows, three each. */
const HOME_NEWS_TYPES = ['NEWS', 'BLOG', 'PRODUCTUPDATES'];
const HOME_STRIP = 3;
const CUSTOMER_CASES = 6;
const SOLUTION_RECOMMENDS = 6;

/** The /home/{section}/detail calls read these home-modules sections. */
const HOME_SECTIONS: Record<string, string> = { shortcut: 'SHORTCUT', customercase: 'CUSTOMERCASE', specialservice: 'SPECIALSERVICE' };

export function registerHome(router: Router) {
  for (const [path, section] of Object.entries(HOME_SECTIONS)) {
    router.get(`/home/${path}/detail`, async (ctx) => (await docSection<StoredModule>(ctx, 'home-modules', section)).map(moduleOut));
  }

  router.get('/home/customer-cases', async (ctx) => {
    const q = assertBody(SectionQuery, queryObject(ctx.query));
    return topNews(ctx.store, { types: ['CASE_STUDY'], lang: ctx.lang, preview: ctx.preview, recommendFirst: true }, q.pageSize ?? CUSTOMER_CASES);
  });

  // home/getBanner {type}: the banners of one placement (default the home carousel); none stored -> [].
  router.get('/home/banners', async (ctx) => {
    const q = assertBody(BannerQuery, queryObject(ctx.query));
    return docSection(ctx, 'home-banners', q.type ?? 'home');
  });

  // home/getImageResource {type}: topcase (customer logos) or distribution (network regions).
  router.get('/image/resource/:type', async (ctx) => {
    const doc = await requireDoc<Record<string, unknown>>(ctx, 'image-resources');
    const list = doc[ctx.params.type];
    if (!Array.isArray(list)) throw ApiError.notFound(`image resource ${ctx.params.type.slice(0, 40)}`);
    return list;
  });

  // home/getRecommandNews: [{type, rows}] per requested type, recommended first, in one query (a window per type).
  router.post('/news/recommendations', async (ctx) => {
    const b = assertBody(RecommendationsBody, ctx.body);
    const types = [...new Set((b.types ?? HOME_NEWS_TYPES).flatMap((t) => newsTypes(t, 'types')))];
    const p = new Params();
    const from = entryView(p.add(ctx.preview));
    const rows = await ctx.store.query<ViewRow>(
      `SELECT * FROM (
         SELECT e.*, row_number() OVER (PARTITION BY e.type ORDER BY (CASE WHEN e.data->>'recommend' = 'true' THEN 0 ELSE 1 END), ${NEWEST}) AS rn
         FROM ${from} WHERE e.kind = 'news' AND e.lang = ${p.add(ctx.lang)} AND e.type = ANY(${p.add(types)}::text[])
       ) ranked WHERE rn <= ${p.add(b.pageSize ?? HOME_STRIP)} ORDER BY rn`,
      p.values,
    );
    return types.map((type) => ({ type, rows: rows.filter((r) => r.type === type).map(listRow) }));
  });

  // home/getSolutionsRecommends: solutions flagged recommend in the tree, else the first ones, with their category icons.
  router.post('/solutions/recommends', async (ctx) => {
    const b = assertBody(SolutionsBody, ctx.body);
    const leaves = flattenTree(await requireDoc<TreeNode[]>(ctx, 'solutions-tree')).filter(({ node, top }) => !node.classify && node !== top);
    const flagged = leaves.filter(({ node }) => node.recommend);
    return (flagged.length ? flagged : leaves).slice(0, b.pageSize ?? SOLUTION_RECOMMENDS).map(({ node, top }) => ({
      id: node.id,
      name: node.name,
      url: node.url ?? null,
      defaultIcon: node.defaultIcon ?? top.defaultIcon ?? null,
      hoverIcon: node.hoverIcon ?? top.hoverIcon ?? null,
      category: top.name,
    }));
  });

  // One stored module by id (home-modules, then json-modules), optionally within one belongType.
  router.post('/json-module/:moduleId/detail/json', async (ctx) => {
    const { belongType } = assertBody(JsonDetailBody, ctx.body);
    const id = ctx.params.moduleId;
    for (const doc of await docsAtOnce<Record<string, StoredModule[]>>(ctx, ['home-modules', 'json-modules'])) {
      for (const [type, modules] of Object.entries(doc ?? {})) {
        if (belongType && type.toUpperCase() !== belongType.toUpperCase()) continue;
        const found = Array.isArray(modules) ? modules.find((m) => String(m.id) === id) : undefined;
        if (found) return { ...moduleOut(found), belongType: type };
      }
    }
    throw ApiError.notFound(`module ${id.slice(0, 40)}`);
  });
}
