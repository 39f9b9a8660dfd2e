import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { NetworkMapDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const NetworkMap = dynamic(() => import('./NetworkMap'));

export const networkMap: ModuleDefinition = { type: 'networkMap', label: 'Network map', schema: NetworkMapDetails, component: NetworkMap };
