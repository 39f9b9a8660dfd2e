import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { HomeModulesDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const HomeModules = dynamic(() => import('./HomeModules'));

export const homeModules: ModuleDefinition = { type: 'homeModules', label: 'Home store modules', schema: HomeModulesDetails, component: HomeModules };
