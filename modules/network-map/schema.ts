import { array, integer, min, object, optional, pattern, size, string } from 'superstruct';
import { text, visible } from '../../contract/fields';

/** The global network map: one region per regional page /global-network-map/<slug>/ (slugs end in -cdn). */
export const NetworkMapDetails = object({
  visible: visible(),
  title: optional(text(200)),
  intro: optional(text(1000)),
  regions: size(array(object({ slug: pattern(string(), /^[a-z-]+-cdn$/), name: text(120), pops: min(integer(), 0), summary: optional(text(400)) })), 1, 12),
});
