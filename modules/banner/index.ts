import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { BannerDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const Banner = dynamic(() => import('./Banner'));

export const banner: ModuleDefinition = { type: 'banner', label: 'Hero carousel', schema: BannerDetails, component: Banner };
