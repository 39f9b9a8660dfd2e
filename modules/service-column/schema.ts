import { array, object, optional, size } from 'superstruct';
import { image, text, url, visible } from '../../contract/fields';

/** Home "service columns" (a home module whose details are JSON): one column per service line with its links. */
export const ServiceColumnDetails = object({
  visible: visible(),
  title: optional(text(200)),
  columns: size(
    array(
      object({
        title: text(120),
        description: optional(text(600)),
        icon: optional(image()),
        links: optional(size(array(object({ title: text(120), url: url() })), 0, 12)),
      }),
    ),
    1,
    6,
  ),
});
