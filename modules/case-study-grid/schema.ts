import { array, object, optional, size } from 'superstruct';
import { text, visible } from '../../contract/fields';

/** Case studies as cards with an industry filter (the case-study industry tags); `tag` fixes the industry (case-study/<tag>/). */
export const CaseStudyGridDetails = object({
  visible: visible(),
  title: optional(text(200)),
  tag: optional(text(100)),
  tags: optional(size(array(object({ label: text(80), tag: text(100) })), 0, 20)),
});
