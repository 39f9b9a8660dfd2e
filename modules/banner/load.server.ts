import type { Infer } from 'superstruct';
import { getHomeBanners } from '../../api-client/content';
import type { ModuleLoader } from '../../registry/types';
import type { BannerDetails } from './schema';

const MAX_SLIDES = 10;

/** A sourced banner adds the home store's slides after its own (whose first title stays the page heading); unreadable store -> own slides. */
export const loadBanner: ModuleLoader<Infer<typeof BannerDetails>> = async (details, ctx) => {
  if (!details.source) return {};
  const stored = await getHomeBanners(ctx.api, details.source).catch(() => []);
  const fromStore = stored
    .filter((b) => b.title)
    .map((b) => ({ title: b.title, subtitle: b.subtitle || undefined, image: b.image || undefined, buttonText: b.buttonText || undefined, url: b.url || undefined }));
  return fromStore.length ? { details: { ...details, slides: [...details.slides, ...fromStore].slice(0, MAX_SLIDES) } } : {};
};
