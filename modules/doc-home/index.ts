import { boolean, object, optional } from 'superstruct';
import type { ModuleDefinition } from '../../registry/types';
import DocHome from './DocHome';

export const DocHomeDetails = object({ visible: optional(boolean()) });
export const docHome: ModuleDefinition = { type: 'docHome', label: 'Documentation centre home', schema: DocHomeDetails, component: DocHome };
