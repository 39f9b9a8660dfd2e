import { array, enums, object, optional, size } from 'superstruct';
import { image, text, url, visible } from '../../contract/fields';

/** Several cards visible at once, paged with previous/next (app detail screenshots, logos, highlights). */
export const MultipleCarouselDetails = object({
  visible: visible(),
  title: optional(text(200)),
  perView: optional(enums([1, 2, 3, 4])),
  items: size(array(object({ title: text(200), text: optional(text(600)), image: optional(image()), url: optional(url()) })), 1, 30),
});
