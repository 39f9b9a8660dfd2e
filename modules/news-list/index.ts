import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { NewsListDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const NewsList = dynamic(() => import('./NewsList'));

export const newsList: ModuleDefinition = { type: 'newsList', label: 'News / resource list', schema: NewsListDetails, component: NewsList };
