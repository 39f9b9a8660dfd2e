import type { ModuleDefinition } from '../../registry/types';
import NewsNav from './NewsNav';
import { NewsNavDetails } from './schema';

export const newsNav: ModuleDefinition = { type: 'newsNav', label: 'News navigation', schema: NewsNavDetails, component: NewsNav };
