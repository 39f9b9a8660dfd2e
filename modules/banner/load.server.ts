import { is, type Infer } from 'superstruct';
import { getHomeBanners, type HomeBanner } from '../../api-client/content';
import { getMediaAlt } from '../../api-client/media';
import type { Interactivity } from '../../contract/module-declaration';
import type { ModuleLoader } from '../../registry/types';
import { HomeBannerSchema, type BannerData, type BannerDetails } from './schema';

const MAX_SLIDES = 10;

/**
 * What a banner responds with: slides that turn on their own, or only at the visitor's hand; one slide, nothing.
 */
function interactivity(details: Infer<typeof BannerDetails>): Interactivity {
  if (details.slides.length < 2) return false;
  return details.autoplay === false ? 'when-used' : 'when-visible';
}

/**
 * A sourced banner adds the home store's slides after its own (whose first title stays the page heading); unreadable
 * store -> own slides. Library images get their alt text in the page's language.
 */
export const loadBanner: ModuleLoader<Infer<typeof BannerDetails>, BannerData> = async (details, ctx) => {
  const sourced = details.source ? await withStoredSlides(details, ctx.api) : details;
  const alt = await getMediaAlt(ctx.api, sourced.slides.map((s) => s.image));
  return { ...(sourced !== details ? { details: sourced } : {}), ...(Object.keys(alt).length ? { data: { alt } } : {}), interactive: interactivity(sourced) };
};

async function withStoredSlides(details: Infer<typeof BannerDetails>, api: Parameters<typeof getHomeBanners>[0]) {
  const stored: unknown = await getHomeBanners(api, details.source!).catch(() => []);
  // Banners not of the stored shape (written around the editor's checks) are left out, not rendered half.
  const fromStore = (Array.isArray(stored) ? stored : [])
    .filter((b: unknown): b is HomeBanner => is(b, HomeBannerSchema) && Boolean(b.title))
    .map((b) => ({ title: b.title, subtitle: b.subtitle || undefined, image: b.image || undefined, buttonText: b.buttonText || undefined, url: b.url || undefined }));
  return fromStore.length ? { ...details, slides: [...details.slides, ...fromStore].slice(0, MAX_SLIDES) } : details;
}
