import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { StatsDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const Stats = dynamic(() => import('./Stats'));

export const stats: ModuleDefinition = { type: 'stats', label: 'Key figures', schema: StatsDetails, component: Stats };
