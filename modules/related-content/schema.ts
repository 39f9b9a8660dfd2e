import { array, enums, object, optional, size } from 'superstruct';
import { image, text, url, visible } from '../../contract/fields';

/** Related items under a detail page: related videos (video detail of extendType 'record') or related reading. */
export const RelatedContentDetails = object({
  visible: visible(),
  kind: enums(['videos', 'articles']),
  items: size(array(object({ title: text(300), url: url(), image: optional(image()), summary: optional(text(1000)) })), 0, 12),
});
