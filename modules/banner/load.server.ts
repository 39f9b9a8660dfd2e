import { is, type Infer } from 'superstruct';
import { getHomeBanners, type HomeBanner } from '../../api-client/content';
import type { ModuleLoader } from '../../registry/types';
import { HomeBannerSchema, type BannerDetails } from './schema';

const MAX_SLIDES = 10;

/** A sourced banner adds the home store's slides after its own (whose first title stays the page heading); unreadable store -> own slides. */
export const loadBanner: ModuleLoader<Infer<typeof BannerDetails>> = async (details, ctx) => {
  if (!details.source) return {};
  const stored: unknown = await getHomeBanners(ctx.api, details.source).catch(() => []);
  // Banners not of the stored shape (written around the editor's checks) are left out, not rendered half.
  const fromStore = (Array.isArray(stored) ? stored : [])
    .filter((b: unknown): b is HomeBanner => is(b, HomeBannerSchema) && Boolean(b.title))
    .map((b) => ({ title: b.title, subtitle: b.subtitle || undefined, image: b.image || undefined, buttonText: b.buttonText || undefined, url: b.url || undefined }));
  return fromStore.length ? { details: { ...details, slides: [...details.slides, ...fromStore].slice(0, MAX_SLIDES) } } : {};
};
