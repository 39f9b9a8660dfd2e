import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { ServiceColumnDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const ServiceColumn = dynamic(() => import('./ServiceColumn'));

export const serviceColumn: ModuleDefinition = { type: 'serviceColumn', label: 'Service columns', schema: ServiceColumnDetails, component: ServiceColumn };
