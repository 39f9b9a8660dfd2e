import type { Infer } from 'superstruct';
import { getHomeBanners } from '../../api-client/content';
import type { ModuleLoader } from '../../registry/types';
import type { BannerDetails } from './schema';

const MAX_SLIDES = 10;

/** Slides of a sourced banner from the home store; the seeded slides stay when the store has none or cannot be read. */
export const loadBanner: ModuleLoader<Infer<typeof BannerDetails>> = async (details, ctx) => {
  if (!details.source) return {};
  const stored = await getHomeBanners(ctx.api, details.source).catch(() => []);
  const slides = stored
    .filter((b) => b.title)
    .slice(0, MAX_SLIDES)
    .map((b) => ({ title: b.title, subtitle: b.subtitle || undefined, image: b.image || undefined, buttonText: b.buttonText || undefined, url: b.url || undefined }));
  return slides.length ? { details: { ...details, slides } } : {};
};
