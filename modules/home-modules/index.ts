import dynamic from 'next/dynamic';
import type { ModuleComponent } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; the schema is in registry/schemas.ts.
const HomeModules = dynamic(() => import('./HomeModules'));

export const homeModules: ModuleComponent = { type: 'homeModules', label: 'Home store modules', component: HomeModules };
