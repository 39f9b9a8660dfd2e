import dynamic from 'next/dynamic';
import type { ModuleComponent } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; the schema is in registry/schemas.ts.
const DocSearch = dynamic(() => import('./DocSearch'));

export const docSearch: ModuleComponent = { type: 'docSearch', label: 'Documentation search', component: DocSearch };
