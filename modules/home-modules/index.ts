import type { ModuleDefinition } from '../../registry/types';
import HomeModules from './HomeModules';
import { HomeModulesDetails } from './schema';

export const homeModules: ModuleDefinition = { type: 'homeModules', label: 'Home store modules', schema: HomeModulesDetails, component: HomeModules };
