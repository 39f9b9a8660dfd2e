import dynamic from 'next/dynamic';
import type { ModuleComponent } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; the schema is in registry/schemas.ts.
const DocApiHome = dynamic(() => import('./DocApiHome'));

export const docApiHome: ModuleComponent = { type: 'docApiHome', label: 'API centre home', component: DocApiHome };
