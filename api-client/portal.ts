import type { ApiClient } from './client';

/** Typed portal calls (spec §7). Result shapes are the API's; see portal/README for the named operations. */

export interface ModuleView {
  id: string;
  name: string;
  type: string;
  details: string;
}

export interface PageData {
  id: number;
  type: string;
  code: string;
  path: string | null;
  name: string;
  desc: string;
  seo: { title?: string; description?: string; keywords?: string; robots?: string } | null;
  updateTime: string;
  moduleViewList: ModuleView[];
}

export interface WebInfo {
  logoUrl: string;
  iconUrl: string;
  copyright: Array<{ languageCode: string; text: string }>;
  siteLanguageList: Array<{ name: string; value: string; code: string }>;
  defaultLanguage: string;
}

/** common/getWebInfo */
export const getWebInfo = (api: ApiClient) => api.get<WebInfo>('/website', undefined, { silent: true });

/** common/getMapping: a path on this site to redirect to, or null. */
export const getMapping = (api: ApiClient, linkUri: string) => api.post<{ target: string } | null>('/mapping', { linkUri }, { silent: true });

/** GET /{type}/page-code: a page and its module list. */
export const getPage = (api: ApiClient, type: string, pageCode: string, version?: string) =>
  api.get<PageData>(`/${encodeURIComponent(type)}/page-code`, { pageCode, version }, { silent: true });
