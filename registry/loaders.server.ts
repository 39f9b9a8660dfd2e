import type { ModuleLoader } from './types';
import { loadRichText } from '../modules/rich-text/load.server';
import { loadAppManage } from '../modules/app-manage/load.server';
import { loadCountdown } from '../modules/countdown/load.server';

/** Server-side loaders of module types that need one (keyed by module type). */
export const loaders: Readonly<Record<string, ModuleLoader>> = {
  richText: loadRichText,
  appManage: loadAppManage,
  countdown: loadCountdown,
};
