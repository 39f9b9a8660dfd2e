import dynamic from 'next/dynamic';
import { boolean, object, optional } from 'superstruct';
import type { ModuleDefinition } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const DocHome = dynamic(() => import('./DocHome'));

export const DocHomeDetails = object({ visible: optional(boolean()) });
export const docHome: ModuleDefinition = { type: 'docHome', label: 'Documentation centre home', schema: DocHomeDetails, component: DocHome };
