import type { ApiClient } from './client';
import type { SeoFields } from '../contract/api-types';
export type { SeoFields };

/** Site-wide SEO of a key ('default' holds what pages without their own fields fall back to). */
export const getSeoCommon = (api: ApiClient, key: string) => api.get<SeoFields>(`/seoCommon/${encodeURIComponent(key)}`, undefined, { silent: true });
