import { ApiError, type Ctx } from '../http';
import { LOCALES, LOCALE_VALUE, type Locale } from '../../contract/locales';
import { translator } from '../../i18n/translate';
import { API_DOC, API_TAG, DOC, findNode, findProduct, isoTime, nodesSource } from './nodes';

/**
 * GET /doc/page-code: documentation centre pages are not stored as pages; each is composed here from the
 * document tree (contract/routes.ts names the codes). A code whose product or document is absent is a 404.
 */
interface ComposedPage {
  name: string;
  desc: string;
  modules: Array<{ id: string; name: string; type: string; details: Record<string, unknown> }>;
  updateTime?: string;
}

const localeOf = (lang: string): Locale => LOCALES.find((l) => LOCALE_VALUE[l] === lang) ?? 'en';
const DOC_ID = /^\d{1,9}$/;

async function compose(ctx: Ctx, code: string): Promise<ComposedPage> {
  const t = translator(localeOf(ctx.lang));
  const parts = code.split('/');
  const module = (type: string, name: string, details: Record<string, unknown> = {}) => ({ id: `${type}-${code}`, name, type, details: { visible: true, ...details } });

  if (code === 'home') return { name: t('docs.centre'), desc: t('docs.centreIntro'), modules: [module('docHome', t('docs.centre'))] };
  if (code === 'search') return { name: t('docs.search'), desc: t('docs.centreIntro'), modules: [module('docSearch', t('docs.search'))] };
  if (code === 'api') return { name: t('docs.apiCentre'), desc: t('docs.apiCentreIntro'), modules: [module('docApiHome', t('docs.apiCentre'))] };

  if (parts[0] === 'api') {
    const productCode = parts[1] ?? '';
    const rows = await ctx.store.query<{ name: string }>(`SELECT name FROM ${nodesSource(ctx.preview)} WHERE lang = $1 AND category = $2 AND product_code = $3 AND parent_id IS NULL`, [ctx.lang, API_DOC, productCode]);
    if (!rows[0]) throw ApiError.notFound('API product');
    if (parts.length === 2) return { name: rows[0].name, desc: t('docs.apiCentreIntro'), modules: [module('docApiList', rows[0].name, { productCode })] };
    const docId = Number(parts[2]);
    const doc = DOC_ID.test(parts[2] ?? '') ? await findNode(ctx.store, docId, ctx.lang, false, ctx.preview) : null;
    if (!doc || doc.category !== API_DOC || doc.tag !== API_TAG || doc.product_code !== productCode) throw ApiError.notFound('API document');
    return { name: doc.name, desc: rows[0].name, updateTime: isoTime(doc.update_time), modules: [module('docApiExplorer', doc.name, { productCode, docId })] };
  }

  const product = await findProduct(ctx.store, parts[0], ctx.lang, ctx.preview);
  if (!product) throw ApiError.notFound('product');
  const intro = String((product.data as { introduction?: string }).introduction ?? '');
  if (parts.length === 1) {
    return { name: product.name, desc: intro, modules: [module('docCategory', product.name, { productCode: product.product_code, cateId: product.id, menuId: product.parent_id })] };
  }
  const docId = Number(parts[1]);
  const doc = DOC_ID.test(parts[1] ?? '') ? await findNode(ctx.store, docId, ctx.lang, false, ctx.preview) : null;
  if (!doc || doc.type !== 'DOCUMENT' || doc.category !== DOC || doc.product_code !== product.product_code) throw ApiError.notFound('document');
  return {
    name: doc.name,
    desc: product.name,
    updateTime: isoTime(doc.update_time),
    // The article module carries the feedback flow (ui/doc-feedback).
    modules: [module('docArticle', doc.name, { productCode: product.product_code, cateId: product.id, menuId: product.parent_id, docId })],
  };
}

/** A composed page in the shape of GET /{type}/page-code (routes/pages.ts pageView). */
export async function docPage(ctx: Ctx, code: string) {
  const page = await compose(ctx, code);
  return {
    id: 0,
    type: 'doc',
    code,
    path: code === 'home' ? '/docs/' : `/docs/${code}/`,
    name: page.name,
    desc: page.desc,
    seo: { title: `${page.name} | ${translator(localeOf(ctx.lang))('docs.centre')}`, description: page.desc },
    updateTime: page.updateTime ?? new Date(0).toISOString(),
    moduleViewList: page.modules.map((m) => ({ ...m, details: JSON.stringify(m.details) })),
  };
}


