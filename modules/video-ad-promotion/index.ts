import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { VideoAdPromotionDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const VideoAdPromotion = dynamic(() => import('./VideoAdPromotion'));

export const videoAdPromotion: ModuleDefinition = { type: 'videoAdPromotion', label: 'Video promotion', schema: VideoAdPromotionDetails, component: VideoAdPromotion };
