import { array, enums, object, optional, size } from 'superstruct';
import { image, text, url, visible } from '../../contract/fields';

/** Cards of features, benefits or links; `anchor` gives the section an id for hash links such as /services/#major-services. */
export const FeatureGridDetails = object({
  visible: visible(),
  anchor: optional(text(60)),
  title: optional(text(200)),
  intro: optional(text(1000)),
  columns: optional(enums([2, 3, 4])),
  items: size(
    array(object({ title: text(200), text: optional(text(1000)), url: optional(url()), linkText: optional(text(60)), icon: optional(image()) })),
    1,
    40,
  ),
});
