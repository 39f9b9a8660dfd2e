import dynamic from 'next/dynamic';
import { boolean, integer, object, optional, size, string } from 'superstruct';
import type { ModuleDefinition } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const DocApiExplorer = dynamic(() => import('./DocApiExplorer'));

export const DocApiExplorerDetails = object({ visible: optional(boolean()), productCode: size(string(), 1, 120), docId: integer() });
export const docApiExplorer: ModuleDefinition = { type: 'docApiExplorer', label: 'API explorer', schema: DocApiExplorerDetails, component: DocApiExplorer };
