import { array, boolean, enums, max, min, integer, object, optional, size } from 'superstruct';
import { text, visible } from '../../contract/fields';

/**
 * A news-like list (blog, news, resources…) from POST /news/{type}: optional tag tabs, pagination (from page 0, 9 a
 * page; resource strips 3). `tag` fixes the filter (tag pages such as /blog/cloud-security/); `tabs` let the visitor
 * choose.
 */
export const NewsListDetails = object({
  visible: visible(),
  type: size(text(40), 1, 40),
  title: optional(text(200)),
  intro: optional(text(600)),
  tag: optional(text(100)),
  reportType: optional(text(100)),
  tabs: optional(size(array(object({ label: text(80), tag: text(100) })), 0, 20)),
  pageSize: optional(max(min(integer(), 1), 50)),
  recommendOrder: optional(boolean()),
  paginate: optional(boolean()),
  /** Glossary lists only: links that filter by the security sub-tags (?subTag=waf), e.g. on /glossary/security/. */
  subTagFilter: optional(boolean()),
  layout: optional(enums(['cards', 'list'])),
});
