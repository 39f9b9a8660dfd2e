import type { ModuleDefinition } from '../../registry/types';
import VideoAdPromotion from './VideoAdPromotion';
import { VideoAdPromotionDetails } from './schema';

export const videoAdPromotion: ModuleDefinition = { type: 'videoAdPromotion', label: 'Video promotion', schema: VideoAdPromotionDetails, component: VideoAdPromotion };
