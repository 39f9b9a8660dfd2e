import type { ModuleDefinition } from '../../registry/types';
import NewsList from './NewsList';
import { NewsListDetails } from './schema';

export const newsList: ModuleDefinition = { type: 'newsList', label: 'News / resource list', schema: NewsListDetails, component: NewsList };
