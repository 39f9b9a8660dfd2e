import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { MultipleCarouselDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const MultipleCarousel = dynamic(() => import('./MultipleCarousel'));

export const multipleCarousel: ModuleDefinition = { type: 'multipleCarousel', label: 'Card carousel', schema: MultipleCarouselDetails, component: MultipleCarousel };
