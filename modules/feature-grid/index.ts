import dynamic from 'next/dynamic';
import type { ModuleComponent } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; the schema is in registry/schemas.ts.
const FeatureGrid = dynamic(() => import('./FeatureGrid'));

export const featureGrid: ModuleComponent = { type: 'featureGrid', label: 'Feature cards', component: FeatureGrid };
