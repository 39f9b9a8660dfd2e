import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { FeatureGridDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const FeatureGrid = dynamic(() => import('./FeatureGrid'));

export const featureGrid: ModuleDefinition = { type: 'featureGrid', label: 'Feature cards', schema: FeatureGridDetails, component: FeatureGrid };
