import type { ApiClient } from './client';
import type { ApiAccess, ApiParam, CateNode } from '../contract/api-types';

/** Typed documentation-centre calls; shapes as portal/routes/documents.ts returns them. */

export interface DocMenu {
  id: number;
  parentId: number | null;
  name: string;
  pageCode: string;
  productCode: string;
}

export interface DocCateInfo {
  id: number;
  name: string;
  productCode: string;
  introduction: string;
  hasLearningPath: boolean;
  learningPath: Array<{ stage: 'know' | 'start' | 'use' | 'practice' | 'development'; documents: Array<{ id: number; name: string; url: string }> }>;
}

export type { ApiAccess, ApiParam };

export interface ApiDocSummary {
  id: number;
  name: string;
  pageCode: string;
  method: string;
  path: string;
  version: string;
  versions: string[];
  releaseTime: string;
  /** The customer's access; null for visitors who are not logged in. */
  access: ApiAccess | null;
  params: ApiParam[];
  url: string;
}

export interface DocDetail {
  id: number;
  title: string;
  updateTime: string;
  isWplus: boolean;
  content: string;
  /** public; or customers-only: permitted (logged in) / restricted (content withheld). */
  access: 'public' | 'permitted' | 'restricted';
  wplusDoc: null;
  isMounted: boolean;
  docMenuTitle: string;
  productCode: string;
  cateId: number | null;
  pageCode: string;
  category: string;
  url: string;
  api: ApiDocSummary | null;
}

export interface ApiProduct {
  id: number;
  productCode: string;
  name: string;
  documents: number;
}

export interface ApiProductDirectory {
  id: number;
  productCode: string;
  name: string;
  loggedIn: boolean;
  permitted: boolean | null;
  categories: Array<{ id: number; name: string; documents: ApiDocSummary[] }>;
}

export interface DocSearchResult {
  total: number;
  pageIndex: number;
  pageSize: number;
  rows: Array<{ id: number; title: string; productCode: string; category: string; snippet: string; url: string; updateTime: string }>;
}

export interface DebugResult {
  request: { method: string; url: string; headers: Record<string, string>; body: unknown };
  response: { status: number; body: unknown };
}

/** A product of the W+ product list (wplusPrdList). */
export interface WplusProduct {
  id: number;
  productCode: string;
  name: string;
}

const quiet = { silent: true };

/** document/documentMenu */
export const getDocMenus = (api: ApiClient) => api.get<DocMenu[]>('/help-doc/menus', undefined, quiet);
/** document/documentTopSearchWords */
export const getTopSearchWords = (api: ApiClient) => api.get<string[]>('/top-search-words', undefined, quiet);
/** documentCate: the raw tree of a category (arrange it with ui/doc-tree/tree.ts). */
export const getDocTree = (api: ApiClient, cateId: number) => api.get<CateNode[]>(`/help-doc/menu/directories/${cateId}`, undefined, quiet);
export const getDocTreeInMenu = (api: ApiClient, menuId: number, cateId: number) => api.get<CateNode[]>(`/help-doc/menu/directories/${menuId}/${cateId}`, undefined, quiet);
/** documentCateInfo */
export const getDocCateInfo = (api: ApiClient, cateId: number) => api.get<DocCateInfo>(`/help-doc/menu/info/${cateId}`, undefined, quiet);
/** document/wplusProductList: the W+ products (their documentation is at /docs/{productCode}/). */
export const getWplusProducts = (api: ApiClient) => api.get<WplusProduct[]>('/product/wplus', undefined, quiet);
/** documentApiProductCate: without a product code, the products that have API documents. */
export const getApiProducts = (api: ApiClient) => api.get<ApiProduct[]>('/help-doc/menu/product-directories/api-doc', undefined, quiet);
export const getApiDirectory = (api: ApiClient, productCode: string) => api.get<ApiProductDirectory>('/help-doc/menu/product-directories/api-doc', { productCode }, quiet);
/** documentDetail */
export const getDocDetail = (api: ApiClient, docId: number) => api.get<DocDetail>(`/help-doc/document/${docId}`, undefined, quiet);
/** Document search: POST /search with type 'document', page index from 1, 20 per page. */
export const searchDocs = (api: ApiClient, keyword: string, pageIndex = 1, pageSize = 20) =>
  api.post<DocSearchResult>('/search', { type: 'document', keyword, pageIndex, pageSize }, quiet);
/** Values of a dictionary-backed API parameter (logged-in customers with access only). */
export const getParamValues = (api: ApiClient, body: { dictCode: string; appCode: string; apiClientId: number; parameterName: string }) =>
  api.post<Array<{ value: string; label: string }>>('/help-doc/document/param/dict', body, quiet);
export const sendDebugRequest = (api: ApiClient, body: { docId: number; version: string; params: Record<string, string> }) =>
  api.post<DebugResult>('/help-doc/debug', body, quiet);
/** Local development login (DEV_LOGIN=1 only) and logout of the customer session. */
export const devLogin = (api: ApiClient, name: string) => api.post<{ displayName: string }>('/dev-login', { name }, quiet);
export const customerLogout = (api: ApiClient) => api.post<null>('/logout', {}, quiet);

/** The PDF export answers with bytes, not the envelope: fetched directly, same origin. */
export async function downloadDocPdf(apiBase: string, lang: string, docId: number): Promise<Blob> {
  const response = await fetch(`${apiBase}/help-doc/document/pdf/${docId}?lang=${encodeURIComponent(lang)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    credentials: 'include',
  });
  if (!response.ok || response.headers.get('content-type') !== 'application/pdf') throw new Error(`PDF export failed (${response.status})`);
  return response.blob();
}
