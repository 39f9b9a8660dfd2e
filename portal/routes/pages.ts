import { ApiError, type Router } from '../http';
import { findEntry, findEntryWithLanguages, type EntryRow } from '../content';
import { composeDetailPage } from '../content-detail';
import { siteDoc } from '../content';
import { linkPath, treeNode, type TreeNode } from '../site-docs';
import { resolveRoute } from '../../contract/routes';
import type { Ctx } from '../http';
import { liveView } from '../editor/live-drafts';

export interface ModuleView {
  id: string;
  name: string;
  type: string;
  /** JSON text; the renderer parses it and skips modules whose text does not parse. */
  details: string;
}

/** A page as the renderer receives it from GET /{type}/page-code. */
export function pageView(row: EntryRow, languages?: string[]) {
  const data = row.data as { path?: string; seo?: unknown; moduleViewList?: Array<Omit<ModuleView, 'details'> & { details: unknown }> };
  return {
    id: row.id,
    type: row.type,
    code: row.code,
    path: data.path ?? null,
    name: row.title,
    desc: row.summary,
    seo: data.seo ?? null,
    updateTime: row.updated_at,
    // The languages this page exists in, so that the renderer links alternates only to pages that answer.
    ...(languages ? { languages } : {}),
    moduleViewList: (data.moduleViewList ?? []).map((m) => ({
      ...m,
      details: typeof m.details === 'string' ? m.details : JSON.stringify(m.details ?? {}),
    })),
  };
}

const PREVIEW_CODE = /^preview\/(\d{1,9})(\/pageDetail)?$/;
const PREVIEW_TREES: Record<string, 'products-tree' | 'solutions-tree'> = { product: 'products-tree', products: 'products-tree', solution: 'solutions-tree', solutions: 'solutions-tree' };

/**
 * {product|products|solution|solutions}/preview/{id}[/pageDetail]: staff preview of the page a products or solutions
 * tree node links to, drafts included. Outside preview mode these addresses are not pages.
 */
async function previewTreePage(ctx: Ctx, type: string, code: string) {
  const match = PREVIEW_CODE.exec(code);
  const tree = PREVIEW_TREES[type];
  if (!match || !tree || !ctx.preview) return null;
  const nodes = await siteDoc<TreeNode[]>(ctx.store, tree, ctx.lang, true);
  const node = Array.isArray(nodes) ? treeNode(nodes, Number(match[1])) : null;
  const route = node?.url ? resolveRoute(linkPath(node.url)) : null;
  const row = route ? await findEntry(ctx.store, { kind: 'page', type: route.type, code: route.code, lang: ctx.lang }, true) : null;
  return row ? pageView(row) : null;
}

export function registerPages(router: Router) {
  router.get('/:type/page-code', async (ctx) => {
    const pageCode = ctx.query.get('pageCode');
    if (!pageCode) throw ApiError.badInput('pageCode', 'is required');
    const found = await findEntryWithLanguages(ctx.store, { kind: 'page', type: ctx.params.type, code: pageCode, lang: ctx.lang }, ctx.preview);
    const row = await liveView(ctx, found?.row ?? null);
    if (row && found) return pageView(row, found.languages);
    // No page row: a content detail route (blog/x, news/x, glossary/x, videos/x…) is composed from its news entry.
    const composed = (await composeDetailPage(ctx, ctx.params.type, pageCode)) ?? (await previewTreePage(ctx, ctx.params.type, pageCode));
    if (!composed) throw ApiError.notFound();
    return composed;
  });
}
