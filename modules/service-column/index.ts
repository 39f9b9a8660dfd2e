import type { ModuleDefinition } from '../../registry/types';
import ServiceColumn from './ServiceColumn';
import { ServiceColumnDetails } from './schema';

export const serviceColumn: ModuleDefinition = { type: 'serviceColumn', label: 'Service columns', schema: ServiceColumnDetails, component: ServiceColumn };
