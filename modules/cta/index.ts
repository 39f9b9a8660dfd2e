import dynamic from 'next/dynamic';
import type { ModuleComponent } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; the schema is in registry/schemas.ts.
const Cta = dynamic(() => import('./Cta'));

export const cta: ModuleComponent = { type: 'cta', label: 'Call to action', component: Cta };
