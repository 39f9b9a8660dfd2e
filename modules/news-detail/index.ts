import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { NewsDetailDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const NewsDetail = dynamic(() => import('./NewsDetail'));

export const newsDetail: ModuleDefinition = { type: 'newsDetail', label: 'Article', schema: NewsDetailDetails, component: NewsDetail };
