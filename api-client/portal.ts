import type { ApiClient } from './client';
import type { Lang } from '../contract/langs';
import type { FooterLink, HeaderData, MenuItem, TopBanner, WebInfo } from '../contract/api-types';
export type { FooterLink, HeaderData, MenuItem, TopBanner };

/** Typed portal calls. Result shapes are the API's; see portal/README for the named operations. */

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
  /** Languages the page exists in; absent on composed detail pages (then all four are assumed). */
  languages?: Lang[];
  moduleViewList: ModuleView[];
}

export type { WebInfo };

/** common/getWebInfo */
export const getWebInfo = (api: ApiClient) => api.get<WebInfo>('/website', undefined, { silent: true });

/** common/getMapping: a path on this site to redirect to, or null. */
export const getMapping = (api: ApiClient, linkUri: string) => api.post<{ target: string } | null>('/mapping', { linkUri }, { silent: true });

/** GET /{type}/page-code: a page and its module list. */
export const getPage = (api: ApiClient, type: string, pageCode: string, version?: string) =>
  api.get<PageData>(`/${encodeURIComponent(type)}/page-code`, { pageCode, version }, { silent: true });

export interface FrontUser {
  displayName?: string | null;
}

/** GET /shell: the documents every page's shell reads, in one call (each null when missing). */
export interface ShellDocs {
  website: WebInfo | null;
  header: HeaderData | null;
  menus: MenuItem[] | null;
  footer: FooterLink[] | null;
  seoDefault: unknown;
}
export const getShellDocs = (api: ApiClient) => api.get<ShellDocs>('/shell', undefined, { silent: true });

/** common/getNav */
export const getMenus = (api: ApiClient) => api.get<MenuItem[]>('/menus', undefined, { silent: true });
export const getHeader = (api: ApiClient) => api.get<HeaderData>('/header', undefined, { silent: true });
export const getFooter = (api: ApiClient) => api.get<FooterLink[]>('/footer', undefined, { silent: true });
/** common/getUserInfo: the visitor's console login, if any (the visitor's cookie is forwarded). */
export const getUser = (api: ApiClient) => api.get<FrontUser | null>('/front/user', undefined, { silent: true });
