import dynamic from 'next/dynamic';
import { boolean, object, optional } from 'superstruct';
import type { ModuleDefinition } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const DocApiHome = dynamic(() => import('./DocApiHome'));

export const DocApiHomeDetails = object({ visible: optional(boolean()) });
export const docApiHome: ModuleDefinition = { type: 'docApiHome', label: 'API centre home', schema: DocApiHomeDetails, component: DocApiHome };
