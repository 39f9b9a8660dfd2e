import dynamic from 'next/dynamic';
import { boolean, object, optional, size, string } from 'superstruct';
import type { ModuleDefinition } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const DocApiList = dynamic(() => import('./DocApiList'));

export const DocApiListDetails = object({ visible: optional(boolean()), productCode: size(string(), 1, 120) });
export const docApiList: ModuleDefinition = { type: 'docApiList', label: 'API document list', schema: DocApiListDetails, component: DocApiList };
