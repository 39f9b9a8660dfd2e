import type { ModuleDefinition } from '../../registry/types';
import Banner from './Banner';
import { BannerDetails } from './schema';

export const banner: ModuleDefinition = { type: 'banner', label: 'Hero carousel', schema: BannerDetails, component: Banner };
