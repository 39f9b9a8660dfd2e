import type { ModuleDefinition } from '../../registry/types';
import NetworkMap from './NetworkMap';
import { NetworkMapDetails } from './schema';

export const networkMap: ModuleDefinition = { type: 'networkMap', label: 'Network map', schema: NetworkMapDetails, component: NetworkMap };
