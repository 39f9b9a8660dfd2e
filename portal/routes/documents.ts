import { array, boolean, number, object, optional, record, size, string, union } from 'superstruct';
import type { ApiAccess, ApiParam } from '../../contract/api-types';
import { ApiError, CODE, type Ctx, type Router } from '../http';
import { siteDoc } from '../content';
import { assertBody, storedInt } from '../validate';
import { findCustomer } from '../customer/session';
import { docLiveView } from '../editor/doc-live-drafts';
import { API_DOC, API_TAG, buildTree, DOC, docPath, findNode, findProduct, isoTime, MENU, nodesOf, outlineOf, type DocNodeRow } from '../docs/nodes';
import { DOC_SEARCH_MAX_PAGE_SIZE, DOC_SEARCH_PAGE_SIZE, searchDocuments } from '../docs/search';
import { documentPdf } from '../docs/pdf-render';
import { docPage } from '../docs/pages';
import { RateLimiter } from '../rate-limit';
import { isSitePath } from './common';
import { searchSources } from './search';
import { config } from '../../config';

/** Why a reader may not see a document or its API values (the site shows them translated; the API names the reason). */
export const LOGIN_TO_VIEW = 'Please log in to view parameter values';
export const NO_API_PERMISSION = 'You do not have API permission under this product service';
export const CUSTOMERS_ONLY = 'To get more info, use your customer account';

/** The login-required code (the site offers the customer login instead of a toast). */
export const LOGIN_REQUIRED = '33924001';

/** PDF export costs CPU (layout, font subsetting): DOC_PDF_RATE_LIMIT per client IP and minute. */
const pdfLimiter = new RateLimiter(config().DOC_PDF_RATE_LIMIT, 60_000, 'doc-pdf');

const LEARNING_STAGES = ['know', 'start', 'use', 'practice', 'development'] as const;

const PdfBody = object({ content: optional(size(string(), 0, 60_000)), cssUrl: optional(size(string(), 0, 500)) });
const ParamDictBody = object({
  dictCode: size(string(), 1, 64),
  appCode: size(string(), 1, 64),
  apiClientId: union([size(string(), 1, 20), number()]),
  parameterName: size(string(), 1, 64),
});
const DebugBody = object({
  docId: storedInt(0),
  version: optional(size(string(), 1, 20)),
  params: record(string(), union([size(string(), 0, 2000), number(), boolean(), array(size(string(), 0, 2000))])),
});

interface ApiData {
  method: string;
  path: string;
  versions: string[];
  releaseTime: string;
  access: ApiAccess;
  params: ApiParam[];
}

function idParam(ctx: Ctx, name: string): number {
  const raw = ctx.params[name];
  if (!/^\d{1,9}$/.test(raw)) throw ApiError.badInput(name, 'must be a positive whole number');
  return Number(raw);
}

/** A directory the tree calls can open: a product (menu node with a product code) or a directory inside one. */
async function treeRoot(ctx: Ctx, cateId: number): Promise<DocNodeRow> {
  const node = await findNode(ctx.store, cateId, ctx.lang, false, ctx.preview);
  const isProduct = node?.category === MENU && node.product_code !== '';
  if (!node || node.type !== 'DIRECTORY' || !(isProduct || node.category === DOC)) throw ApiError.notFound('category');
  return node;
}

async function treeOf(ctx: Ctx, root: DocNodeRow) {
  return buildTree(await outlineOf(ctx.store, ctx.lang, { category: DOC, productCode: root.product_code }, ctx.preview), root.id);
}

/** The API document view: endpoint data, plus the customer's access flag when someone is logged in. */
function apiView(row: DocNodeRow, loggedIn: boolean) {
  const data = row.data as unknown as ApiData;
  return {
    id: row.id,
    name: row.name,
    pageCode: row.page_code,
    method: data.method,
    path: data.path,
    version: data.versions[0] ?? '',
    versions: data.versions,
    releaseTime: data.releaseTime,
    access: loggedIn ? data.access : null,
    params: data.params,
    url: docPath(row),
  };
}

async function apiDocument(ctx: Ctx, id: number): Promise<DocNodeRow> {
  const row = await findNode(ctx.store, id, ctx.lang, false, ctx.preview);
  if (!row || row.category !== API_DOC || row.tag !== API_TAG || row.type !== 'DOCUMENT') throw ApiError.notFound('API document');
  return row;
}

function requireCustomer(ctx: Ctx) {
  const customer = findCustomer(ctx.req);
  if (!customer) throw new ApiError(401, LOGIN_REQUIRED, LOGIN_TO_VIEW);
  return customer;
}

/** A document's access for this reader: public, or customers-only and permitted / restricted. */
function docAccess(ctx: Ctx, row: DocNodeRow): 'public' | 'permitted' | 'restricted' {
  if (!(row.data as { loginRequired?: boolean }).loginRequired) return 'public';
  return findCustomer(ctx.req) ? 'permitted' : 'restricted';
}

function requireApiPermission(row: DocNodeRow) {
  if ((row.data as unknown as ApiData).access === 'unauthorized') throw new ApiError(403, CODE.FORBIDDEN, NO_API_PERMISSION);
}

/** Documents calls (documentation centre and API centre). */
export function registerDocuments(router: Router) {
  // Before the generic GET /{type}/page-code: documentation pages are composed from the tree, not stored.
  router.get('/doc/page-code', async (ctx) => {
    const pageCode = ctx.query.get('pageCode');
    if (!pageCode) throw ApiError.badInput('pageCode', 'is required');
    return docPage(ctx, pageCode);
  });

  router.get('/help-doc/menus', async (ctx) =>
    (await outlineOf(ctx.store, ctx.lang, { category: MENU }, ctx.preview)).map((r) => ({ id: r.id, parentId: r.parent_id, name: r.name, pageCode: r.page_code, productCode: r.product_code })),
  );

  router.get('/top-search-words', async (ctx) => (await siteDoc<{ words: string[] }>(ctx.store, 'doc-top-search-words', ctx.lang, ctx.preview))?.words ?? []);

  router.get('/help-doc/menu/directories/:cateId', async (ctx) => treeOf(ctx, await treeRoot(ctx, idParam(ctx, 'cateId'))));

  // A category's tree, checked to lie under the given menu (group or product).
  router.get('/help-doc/menu/directories/:menuId/:cateId', async (ctx) => {
    const menuId = idParam(ctx, 'menuId');
    const root = await treeRoot(ctx, idParam(ctx, 'cateId'));
    const product = await findProduct(ctx.store, root.product_code, ctx.lang, ctx.preview);
    if (!product || (product.id !== menuId && product.parent_id !== menuId)) throw ApiError.notFound('category under this menu');
    return treeOf(ctx, root);
  });

  router.get('/help-doc/menu/info/:cateId', async (ctx) => {
    const root = await treeRoot(ctx, idParam(ctx, 'cateId'));
    const product = root.category === MENU ? root : await findProduct(ctx.store, root.product_code, ctx.lang, ctx.preview);
    const data = (product?.data ?? {}) as { introduction?: string; learningPath?: Partial<Record<(typeof LEARNING_STAGES)[number], number[]>> | null };
    const docs = new Map((await outlineOf(ctx.store, ctx.lang, { category: DOC, productCode: root.product_code }, ctx.preview)).map((r) => [r.id, r]));
    const learningPath = data.learningPath
      ? LEARNING_STAGES.map((stage) => ({
          stage,
          documents: (data.learningPath?.[stage] ?? []).flatMap((id) => {
            const d = docs.get(id);
            return d ? [{ id: d.id, name: d.name, url: docPath(d) }] : [];
          }),
        }))
      : [];
    return {
      id: root.id,
      name: root.name,
      productCode: root.product_code,
      introduction: data.introduction ?? '',
      hasLearningPath: learningPath.some((s) => s.documents.length > 0),
      learningPath,
    };
  });

  router.get('/product/wplus', async (ctx) =>
    (await nodesOf(ctx.store, ctx.lang, { category: MENU }, ctx.preview))
      .filter((r) => r.product_code && (r.data as { wplus?: boolean }).wplus)
      .map((r) => ({ id: r.id, productCode: r.product_code, name: r.name })),
  );

  // With productCode: that product's API categories and documents; without: the products that have API docs.
  router.get('/help-doc/menu/product-directories/api-doc', async (ctx) => {
    const productCode = ctx.query.get('productCode');
    const loggedIn = findCustomer(ctx.req) !== null;
    const rows = await nodesOf(ctx.store, ctx.lang, { category: API_DOC, productCode: productCode ?? undefined }, ctx.preview);
    const roots = rows.filter((r) => r.parent_id === null);
    if (!productCode) return roots.map((r) => ({ id: r.id, productCode: r.product_code, name: r.name, documents: rows.filter((d) => d.type === 'DOCUMENT' && d.product_code === r.product_code).length }));
    const root = roots[0];
    if (!root) throw ApiError.notFound('API product');
    const categories = rows
      .filter((r) => r.parent_id === root.id && r.type === 'DIRECTORY')
      .map((cate) => ({ id: cate.id, name: cate.name, documents: rows.filter((d) => d.parent_id === cate.id && d.tag === API_TAG).map((d) => apiView(d, loggedIn)) }));
    const all = categories.flatMap((c) => c.documents);
    return {
      id: root.id,
      productCode: root.product_code,
      name: root.name,
      loggedIn,
      // Logged in with no API of this product open to the customer: "no API permission".
      permitted: loggedIn ? all.some((d) => d.access !== 'unauthorized') : null,
      categories,
    };
  });

  router.get('/help-doc/document/:docId', async (ctx) => {
    const row = await docLiveView(ctx, await findNode(ctx.store, idParam(ctx, 'docId'), ctx.lang, true, ctx.preview));
    if (!row || row.type !== 'DOCUMENT' || (row.category !== DOC && row.category !== API_DOC)) throw ApiError.notFound('document');
    const product = await findProduct(ctx.store, row.product_code, ctx.lang, ctx.preview);
    const access = docAccess(ctx, row);
    return {
      id: row.id,
      title: row.name,
      updateTime: isoTime(row.update_time),
      isWplus: Boolean((product?.data as { wplus?: boolean } | undefined)?.wplus),
      // A customers-only document shows its title to visitors, not its content.
      content: access === 'restricted' ? '' : row.content,
      access,
      wplusDoc: null,
      isMounted: row.parent_id !== null,
      docMenuTitle: product?.name ?? '',
      productCode: row.product_code,
      cateId: product?.id ?? null,
      pageCode: row.page_code,
      category: row.category,
      url: docPath(row),
      api: row.category === API_DOC ? apiView(row, findCustomer(ctx.req) !== null) : null,
    };
  });

  // The PDF is laid out from the stored article only: `content` (the reader's HTML, kept in the contract) is ignored,
  // so a request cannot make the server lay out HTML of its choosing, and each article version is laid out once.
  router.post('/help-doc/document/pdf/:docId', async (ctx) => {
    if (!pdfLimiter.take(ctx.ip)) throw new ApiError(429, CODE.RATE_LIMITED, 'too many PDF exports; try again in a minute');
    const { cssUrl } = assertBody(PdfBody, ctx.body);
    if (cssUrl && !isSitePath(cssUrl)) throw ApiError.badInput('cssUrl', 'must be a path on this site');
    const row = await findNode(ctx.store, idParam(ctx, 'docId'), ctx.lang, true);
    if (!row || row.type !== 'DOCUMENT') throw ApiError.notFound('document');
    if (docAccess(ctx, row) === 'restricted') throw new ApiError(401, LOGIN_REQUIRED, CUSTOMERS_ONLY);
    // pdf-render loads no pdfkit here: the layout thread loads it on the first export.
    const pdf = await documentPdf({ title: row.name, subtitle: isoTime(row.update_time).slice(0, 10), html: row.content, lang: ctx.lang });
    const filename = `document-${row.id}.pdf`;
    ctx.res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-length': pdf.length,
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    ctx.res.end(pdf);
  });

  // Values of a dictionary-backed API parameter: customers only, and only for APIs open to them.
  router.post('/help-doc/document/param/dict', async (ctx) => {
    const body = assertBody(ParamDictBody, ctx.body);
    requireCustomer(ctx);
    const id = Number(body.apiClientId);
    if (!Number.isInteger(id) || id <= 0) throw ApiError.badInput('apiClientId', 'must be the id of an API document');
    const row = await apiDocument(ctx, id);
    if (row.product_code !== body.appCode) throw ApiError.notFound('API document of this product');
    const param = (row.data as unknown as ApiData).params.find((p) => p.name === body.parameterName);
    if (!param || param.dictCode !== body.dictCode) throw ApiError.notFound('parameter dictionary');
    requireApiPermission(row);
    const dicts = await siteDoc<Record<string, Array<{ value: string; label: string }>>>(ctx.store, 'doc-param-dicts', ctx.lang, ctx.preview);
    return dicts?.[body.dictCode] ?? [];
  });

  // The API explorer's debug request. It never leaves this server: it answers with the request it would send.
  router.post('/help-doc/debug', async (ctx) => {
    const body = assertBody(DebugBody, ctx.body);
    const customer = requireCustomer(ctx);
    const row = await apiDocument(ctx, body.docId);
    requireApiPermission(row);
    const api = row.data as unknown as ApiData;
    const version = body.version ?? api.versions[0];
    if (!api.versions.includes(version)) throw ApiError.badInput('version', `must be one of ${api.versions.join(', ')}`);
    const known = new Set(api.params.map((p) => p.name));
    for (const name of Object.keys(body.params)) if (!known.has(name)) throw ApiError.badInput(`params.${name}`, 'is not a parameter of this API');
    for (const p of api.params) {
      const value = body.params[p.name];
      if (p.required && (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))) throw ApiError.badInput(`params.${p.name}`, 'is required');
    }
    const given = (where: ApiParam['in']) => api.params.filter((p) => p.in === where && body.params[p.name] !== undefined && body.params[p.name] !== '');
    let path = api.path;
    for (const p of given('path')) path = path.replace(`{${p.name}}`, encodeURIComponent(String(body.params[p.name])));
    const query = new URLSearchParams(given('query').map((p) => [p.name, String(body.params[p.name])]));
    const payload = Object.fromEntries(given('body').map((p) => [p.name, body.params[p.name]]));
    const request = {
      method: api.method,
      url: `${path}${query.size ? `?${query}` : ''}`,
      headers: { 'x-api-version': version, 'content-type': 'application/json' },
      body: api.method === 'GET' || api.method === 'DELETE' ? null : payload,
    };
    return { request, response: { status: 200, body: { echo: true, customer: customer.displayName, request } } };
  });

  // Document search rides on POST /search: {type: 'document', keyword, pageIndex from 1 (default 1), pageSize (default 20)}.
  searchSources.set('DOCUMENT', (ctx, query) =>
    searchDocuments(ctx.store, ctx.lang, query.keyword, {
      pageIndex: Math.max(1, query.pageIndex ?? 1),
      pageSize: Math.min(query.pageSize ?? DOC_SEARCH_PAGE_SIZE, DOC_SEARCH_MAX_PAGE_SIZE),
      customer: findCustomer(ctx.req) !== null,
      preview: ctx.preview,
    }),
  );
}

