import { array, boolean, integer, object, optional, record, size, string, union, type Struct } from 'superstruct';
import type { HomeBanner } from '../../contract/api-types';
import { image, text, url, visible } from '../../contract/fields';

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

/** One stored home banner (GET /home/banners {type}); a sourced banner module shows them as slides. */
export const HomeBannerSchema: Struct<HomeBanner, unknown> = object({
  id: union([integer(), size(string(), 1, 100)]),
  title: text(200),
  subtitle: optional(text(600)),
  image: optional(image()),
  url: optional(url()),
  buttonText: optional(text(60)),
});

/** The 'home-banners' site document: placement (home, ad…) -> its banners. */
export const HomeBannersDoc = record(size(string(), 1, 40), array(HomeBannerSchema));

/** What the loader adds: alt text of the slides' library images in the page's language, by URL. */
export interface BannerData {
  alt?: Record<string, string>;
}
