import type { ModuleDefinition } from '../../registry/types';
import RegionDetail from './RegionDetail';
import { RegionDetailDetails } from './schema';

export const regionDetail: ModuleDefinition = { type: 'regionDetail', label: 'Network region', schema: RegionDetailDetails, component: RegionDetail };
