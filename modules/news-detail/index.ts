import type { ModuleDefinition } from '../../registry/types';
import NewsDetail from './NewsDetail';
import { NewsDetailDetails } from './schema';

export const newsDetail: ModuleDefinition = { type: 'newsDetail', label: 'Article', schema: NewsDetailDetails, component: NewsDetail };
