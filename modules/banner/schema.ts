import { array, boolean, object, optional, size, string } from 'superstruct';
import { image, text, url, visible } from '../shared/fields';

export const BannerSlide = object({
  title: text(200),
  subtitle: optional(text(600)),
  image: optional(image()),
  buttonText: optional(text(60)),
  url: optional(url()),
});

/**
 * Hero carousel: the first slide's title is the page heading; more slides rotate unless paused. With `source`, the
 * home store's banners of that placement (GET /home/banners {type}) follow the module's own slides.
 */
export const BannerDetails = object({
  visible: visible(),
  source: optional(size(string(), 1, 40)),
  slides: size(array(BannerSlide), 1, 10),
  autoplay: optional(boolean()),
});
