import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { NewsNavDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const NewsNav = dynamic(() => import('./NewsNav'));

export const newsNav: ModuleDefinition = { type: 'newsNav', label: 'News navigation', schema: NewsNavDetails, component: NewsNav };
