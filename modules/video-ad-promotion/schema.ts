import { object, optional } from 'superstruct';
import { image, text, url, visible } from '../../contract/fields';

/** A promoted video: poster with a play button overlay; the overlay goes away once the video plays. */
export const VideoAdPromotionDetails = object({
  visible: visible(),
  title: text(200),
  text: optional(text(1000)),
  videoUrl: image(),
  poster: optional(image()),
  linkText: optional(text(60)),
  url: optional(url()),
});
