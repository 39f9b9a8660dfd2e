import { object, optional, record, size, string, type Struct } from 'superstruct';
import type { SeoFields } from '../../contract/api-types';
import { text } from '../../contract/fields';

/** SEO fields as SeoTags uses them (the same limits as a page's own seo object). */
export const SeoFieldsSchema: Struct<SeoFields, unknown> = object({
  title: optional(text(300)),
  description: optional(text(1000)),
  keywords: optional(text(1000)),
  robots: optional(text(100)),
});

const SeoKey = size(string(), 1, 100);

/** The 'seo' site document (GET /seoCommon/{key}, GET /seoModule/{module}): site-wide blocks ('default'…) and list modules' blocks. */
export const SeoDoc = object({ common: record(SeoKey, SeoFieldsSchema), modules: record(SeoKey, SeoFieldsSchema) });
