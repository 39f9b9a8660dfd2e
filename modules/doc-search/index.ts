import dynamic from 'next/dynamic';
import { boolean, object, optional } from 'superstruct';
import type { ModuleDefinition } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const DocSearch = dynamic(() => import('./DocSearch'));

export const DocSearchDetails = object({ visible: optional(boolean()) });
export const docSearch: ModuleDefinition = { type: 'docSearch', label: 'Documentation search', schema: DocSearchDetails, component: DocSearch };
