import type { ApiClient } from './client';

/** SEO fields of the portal's SEO document (spec §7 GET /seoCommon/{key}). */
export interface SeoFields {
  title?: string;
  description?: string;
  keywords?: string;
  robots?: string;
}

/** Site-wide SEO of a key ('default' holds what pages without their own fields fall back to). */
export const getSeoCommon = (api: ApiClient, key: string) => api.get<SeoFields>(`/seoCommon/${encodeURIComponent(key)}`, undefined, { silent: true });
