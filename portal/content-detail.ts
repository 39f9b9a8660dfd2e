import type { Ctx } from './http';
import { findNews, newsTypes, topNews, type NewsType, type ViewRow } from './listing';
import { liveView } from './editor/live-drafts';
import { docSection, moduleOut, type StoredModule } from './site-docs';

/**
 * Detail pages of news-like content have no page row: GET /{type}/page-code composes their module list from the
 * kind 'news' entry (article, related items, news navigation). Route type (contract/routes.ts) -> entry types.
 */
export const DETAIL_TYPES: Readonly<Record<string, NewsType[]>> = {
  blog: ['BLOG', 'NEWS'],
  news: ['NEWS'],
  glossary: ['GLOSSARY'],
  'case-study': ['CASE_STUDY'],
  events: ['EVENTS'],
  videos: ['VIDEOS'],
  webinars: ['WEBINARS'],
  reports: ['REPORTS'],
  ebooks: ['EBOOKS'],
  brochure: ['BROCHURES'],
  datasheets: ['DATASHEETS'],
  infographics: ['INFOGRAPHICS'],
};

/** The list page each detail's "back to list" link returns to. */
const LIST_PATH: Partial<Record<NewsType, string>> = {
  BLOG: '/blog/', NEWS: '/news/', GLOSSARY: '/glossary/', CASE_STUDY: '/case-study/', EVENTS: '/events/', VIDEOS: '/resources/videos/',
  WEBINARS: '/resources/webinars/', REPORTS: '/resources/reports/', EBOOKS: '/resources/ebooks/', BROCHURES: '/resources/brochures/',
  DATASHEETS: '/resources/datasheets/', INFOGRAPHICS: '/resources/infographics/',
};

const RELATED_LIMIT = 3;
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** The entry a detail route names: {type}/{code}, or for news/content/{type?}/{id} an id or code of any news type. */
async function findDetail(ctx: Ctx, routeType: string, code: string): Promise<ViewRow | null> {
  let types: readonly string[] | null = DETAIL_TYPES[routeType] ?? null;
  let key = code;
  if (routeType === 'news-content') {
    const [first, second] = code.split('/');
    if (second !== undefined) {
      try {
        types = newsTypes(first);
      } catch {
        return null;
      }
      key = second;
    } else types = null;
  } else if (!types) return null;
  const byId = /^\d{1,9}$/.test(key) && routeType === 'news-content';
  return findNews(ctx.store, ctx.preview, (p) =>
    [byId ? `(e.type, e.code) = (SELECT type, code FROM entries WHERE id = ${p.add(Number(key))} AND kind = 'news')` : `e.code = ${p.add(key)}`,
      `e.lang = ${p.add(ctx.lang)}`, types && `e.type = ANY(${p.add(types)}::text[])`].filter(Boolean).join(' AND '));
}

const item = (r: { title: string; url: string | null; image: string | null; summary: string }) => ({ title: r.title, url: r.url!, ...(r.image ? { image: r.image } : {}), ...(r.summary ? { summary: r.summary.slice(0, 300) } : {}) });

/** A hotRecommend item names entries by type and code; give each its title in the reader's language (left out when gone). */
async function withTitles(ctx: Ctx, item: { type: string; details: string }) {
  if (item.type !== 'hotRecommend') return item;
  let details: { recommendList?: Array<{ type?: string; code?: string; url?: string; title?: string }> };
  try {
    details = JSON.parse(item.details);
  } catch {
    return item;
  }
  const list = await Promise.all(
    (details.recommendList ?? []).map(async (r) => {
      if (r.title || !r.code) return r;
      const found = await findNews(ctx.store, ctx.preview, (p) => [`e.code = ${p.add(r.code)}`, `e.lang = ${p.add(ctx.lang)}`, r.type && `e.type = ${p.add(r.type)}`].filter(Boolean).join(' AND '));
      return found ? { ...r, title: found.title } : null;
    }),
  );
  return { ...item, details: JSON.stringify({ ...details, recommendList: list.filter(Boolean) }) };
}

/** The composed page, in the shape of pageView (portal/routes/pages.ts), or null when the route names no entry. */
export async function composeDetailPage(ctx: Ctx, routeType: string, code: string) {
  if (!(routeType in DETAIL_TYPES) && routeType !== 'news-content') return null;
  const row = await liveView(ctx, await findDetail(ctx, routeType, code));
  if (!row) return null;
  const data = row.data ?? {};
  const modules: Array<{ id: string; name: string; type: string; details: unknown }> = [];

  if (data.extendType === 'app') {
    // An app detail is its own module list (multipleCarousel, appManage); without one it is not a page.
    const list = Array.isArray(data.jsonModuleList) ? (data.jsonModuleList as StoredModule[]) : [];
    if (!list.length) return null;
    list.forEach((m, i) => modules.push({ id: `app-${row.code}-${i + 1}`, name: String(m.name ?? ''), type: m.type, details: m.details }));
  } else {
    modules.push({
      id: `detail-${row.code}`,
      name: row.title,
      type: 'newsDetail',
      details: {
        visible: true, type: row.type, title: row.title, summary: row.summary || undefined, tag: row.tag || undefined,
        publishTime: new Date(row.published_at).toISOString(), author: str(data.author), image: str(data.image),
        readMinutes: typeof data.readMinutes === 'number' ? data.readMinutes : undefined,
        html: row.body, fileUrl: str(data.fileUrl), videoUrl: str(data.videoUrl), listUrl: LIST_PATH[row.type as NewsType],
      },
    });
    // Video details of extendType 'record' also load related videos; other details list more of their type.
    const videos = row.type === 'VIDEOS' && data.extendType === 'record';
    const related = await topNews(ctx.store, { types: [row.type], lang: ctx.lang, preview: ctx.preview, excludeCode: row.code, data: videos ? { extendType: 'record' } : undefined, recommendFirst: true }, RELATED_LIMIT);
    const items = related.filter((r) => r.url).map(item);
    if (items.length) modules.push({ id: `related-${row.code}`, name: '', type: 'relatedContent', details: { visible: true, kind: videos ? 'videos' : 'articles', items } });
  }

  const nav = await Promise.all((await docSection<StoredModule>(ctx, 'json-modules', 'NEWSRECOMMEND')).map((n) => withTitles(ctx, moduleOut(n))));
  if (nav.length) modules.push({ id: `nav-${row.code}`, name: '', type: 'newsNav', details: { visible: true, items: nav.map((n) => ({ type: n.type, details: n.details })) } });

  return {
    id: row.id,
    type: routeType,
    code,
    path: str(data.url) ?? null,
    name: row.title,
    desc: row.summary,
    seo: { title: row.title, description: row.summary },
    updateTime: row.updated_at,
    moduleViewList: modules.map((m) => ({ ...m, details: typeof m.details === 'string' ? m.details : JSON.stringify(m.details ?? {}) })),
  };
}
