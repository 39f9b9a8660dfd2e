import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { RegionDetailDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const RegionDetail = dynamic(() => import('./RegionDetail'));

export const regionDetail: ModuleDefinition = { type: 'regionDetail', label: 'Network region', schema: RegionDetailDetails, component: RegionDetail };
