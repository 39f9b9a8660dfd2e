import type { ModuleDefinition } from '../../registry/types';
import Stats from './Stats';
import { StatsDetails } from './schema';

export const stats: ModuleDefinition = { type: 'stats', label: 'Key figures', schema: StatsDetails, component: Stats };
