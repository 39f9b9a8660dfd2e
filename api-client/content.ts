import type { ApiClient } from './client';
import type { HomeBanner, TreeNode } from '../contract/api-types';
export type { HomeBanner, TreeNode };

/** Typed calls of the content modules: news-like lists, recommendations, site search, product/solution trees (contracts.md). */

export interface NewsRow {
  id: number;
  type: string;
  code: string;
  tag: string;
  title: string;
  summary: string;
  image: string | null;
  publishTime: string;
  url: string | null;
  data: Record<string, unknown>;
}

export interface Paged<Row> {
  total: number;
  pageIndex: number;
  pageSize: number;
  rows: Row[];
}

export interface NewsQuery {
  tag?: string;
  keyword?: string;
  reportType?: string;
  /** Glossary only: one of the security sub-tags (contract/glossary-sub-tags.ts); others are a 400. */
  subTag?: string;
  recommendOrder?: boolean;
  pageIndex?: number;
  pageSize?: number;
}

/** News lists default to page 0, 9 a page (resource strips ask for 3). */
export const NEWS_PAGE_SIZE = 9;

/** news/getNewsList: POST /news/{type}; {type} is case-insensitive, RESOURCES means every resource type. */
export const getNewsList = (api: ApiClient, type: string, query: NewsQuery = {}) =>
  api.post<Paged<NewsRow>>(`/news/${encodeURIComponent(type.toLowerCase())}`, { pageIndex: 0, pageSize: NEWS_PAGE_SIZE, ...query }, { silent: true });

/** news/getRecommendationsForType: recommended rows first, then the newest. */
export const getRecommendations = (api: ApiClient, type: string, pageSize = 5) =>
  api.post<NewsRow[]>(`/news/${encodeURIComponent(type.toLowerCase())}/recommendations`, { pageSize }, { silent: true });

export interface SearchRow {
  kind: string;
  type: string;
  code: string;
  title: string;
  snippet: string;
  url: string;
  score: number;
}

export interface SearchQuery {
  keyword: string;
  type?: string;
  tag?: string;
  pageIndex?: number;
  pageSize?: number;
}

/** POST /search: ranked matches in the reader's language. */
export const searchSite = (api: ApiClient, query: SearchQuery) => api.post<Paged<SearchRow>>('/search', { pageIndex: 0, pageSize: 10, ...query }, { silent: true });

/** products/getPublish and solutions/getPublish. */
export const getTree = (api: ApiClient, which: 'products' | 'solutions') => api.get<TreeNode[]>(`/${which}`, undefined, { silent: true });

export interface StoredModuleView {
  id: number | string;
  type: string;
  /** JSON text with the module's details. */
  details: string;
}

/** home/getModules: the modules stored for a placement (HOME, AD, NEWSRECOMMEND…). */
export const getJsonModules = (api: ApiClient, belongType: string) =>
  api.get<StoredModuleView[]>(`/${encodeURIComponent(belongType)}/json-modules`, undefined, { silent: true });

/** home/getBanner {type}: the banners of one placement. */
export const getHomeBanners = (api: ApiClient, type: string) => api.get<HomeBanner[]>('/home/banners', { type }, { silent: true });
