import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { AppManageDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const AppManage = dynamic(() => import('./AppManage'));

export const appManage: ModuleDefinition = { type: 'appManage', label: 'App downloads', schema: AppManageDetails, component: AppManage };
