import type { ModuleDefinition } from '../../registry/types';
import AppManage from './AppManage';
import { AppManageDetails } from './schema';

export const appManage: ModuleDefinition = { type: 'appManage', label: 'App downloads', schema: AppManageDetails, component: AppManage };
