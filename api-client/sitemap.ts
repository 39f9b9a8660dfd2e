import type { ApiClient } from './client';

/** One published page in one language (GET /sitemap): the source of the sitemap files and the crawl. */
export interface SitemapEntry {
  path: string;
  lang: string;
  updateTime: string;
}

/** One file of the sitemap index (GET /sitemap/files): at most 50,000 addresses of one kind, newest change first. */
export interface SitemapFileInfo {
  name: string;
  lastmod: string;
  urls: number;
}

export const getSitemap = (api: ApiClient) => api.get<SitemapEntry[]>('/sitemap', undefined, { silent: true });
export const getSitemapFiles = (api: ApiClient) => api.get<SitemapFileInfo[]>('/sitemap/files', undefined, { silent: true });
export const getSitemapFile = (api: ApiClient, name: string) => api.get<SitemapEntry[]>(`/sitemap/files/${encodeURIComponent(name)}`, undefined, { silent: true });
