import type { ApiClient } from './client';
import type { Lang } from '../portal/langs';

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
  /** Languages the page exists in; absent on composed detail pages (then all four are assumed). */
  languages?: Lang[];
  moduleViewList: ModuleView[];
}

export interface WebInfo {
  logoUrl: string;
  iconUrl: string;
  copyright: Array<{ languageCode: Lang; text: string }>;
  siteLanguageList: Array<{ name: string; value: Lang; code: string }>;
  defaultLanguage: Lang;
}

/** common/getWebInfo */
export const getWebInfo = (api: ApiClient) => api.get<WebInfo>('/website', undefined, { silent: true });

/** common/getMapping: a path on this site to redirect to, or null. */
export const getMapping = (api: ApiClient, linkUri: string) => api.post<{ target: string } | null>('/mapping', { linkUri }, { silent: true });

/** GET /{type}/page-code: a page and its module list. */
export const getPage = (api: ApiClient, type: string, pageCode: string, version?: string) =>
  api.get<PageData>(`/${encodeURIComponent(type)}/page-code`, { pageCode, version }, { silent: true });

/** One entry of the mega menu (spec §3 "Menu item"); children nest the same shape. */
export interface MenuItem {
  ID: number;
  title: string;
  url: string;
  target?: '_self' | '_blank';
  /** 1 top item with a panel, 2 column group, 3 link, 4 sub-link, 5 top-level link or button (portal/seed/site-menus.ts). */
  type?: 1 | 2 | 3 | 4 | 5;
  children?: MenuItem[];
  description?: string;
  className?: string;
  col?: string;
  latest?: boolean;
  hottest?: boolean;
  /** Languages the item shows in (EN_US, ZH_CN, JA_JP, KO_KR); empty or absent means all. */
  displayOnly?: Lang[];
  /** 'href' marks an external link, which keeps its url as it is. */
  linkType?: '' | 'href';
  isLanguage?: boolean;
  promotion?: { title: string; content: string; urlText: string; url: string; image?: string } | null;
}

export interface TopBanner {
  id: string | number;
  text: string;
  linkText: string;
  url: string;
  image?: string;
}

export interface HeaderData {
  telephone: string;
  topBanner: TopBanner | null;
}

export interface FooterLink {
  title: string;
  url: string;
  linkType?: '' | 'href';
}

export interface FrontUser {
  displayName?: string | null;
}

/** common/getNav */
export const getMenus = (api: ApiClient) => api.get<MenuItem[]>('/menus', undefined, { silent: true });
export const getHeader = (api: ApiClient) => api.get<HeaderData>('/header', undefined, { silent: true });
export const getFooter = (api: ApiClient) => api.get<FooterLink[]>('/footer', undefined, { silent: true });
/** common/getUserInfo: the visitor's console login, if any (the visitor's cookie is forwarded). */
export const getUser = (api: ApiClient) => api.get<FrontUser | null>('/front/user', undefined, { silent: true });
