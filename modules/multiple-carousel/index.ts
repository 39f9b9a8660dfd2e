import type { ModuleDefinition } from '../../registry/types';
import MultipleCarousel from './MultipleCarousel';
import { MultipleCarouselDetails } from './schema';

export const multipleCarousel: ModuleDefinition = { type: 'multipleCarousel', label: 'Card carousel', schema: MultipleCarouselDetails, component: MultipleCarousel };
