import { boolean, object, optional } from 'superstruct';
import type { ModuleDefinition } from '../../registry/types';
import DocApiHome from './DocApiHome';

export const DocApiHomeDetails = object({ visible: optional(boolean()) });
export const docApiHome: ModuleDefinition = { type: 'docApiHome', label: 'API centre home', schema: DocApiHomeDetails, component: DocApiHome };
