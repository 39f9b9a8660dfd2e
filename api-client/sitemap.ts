import type { ApiClient } from './client';

/** One published page in one language (GET /sitemap): the source of /sitemap.xml and the crawl. */
export interface SitemapEntry {
  path: string;
  lang: string;
  updateTime: string;
}

export const getSitemap = (api: ApiClient) => api.get<SitemapEntry[]>('/sitemap', undefined, { silent: true });
