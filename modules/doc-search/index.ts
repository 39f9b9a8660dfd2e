import { boolean, object, optional } from 'superstruct';
import type { ModuleDefinition } from '../../registry/types';
import DocSearch from './DocSearch';

export const DocSearchDetails = object({ visible: optional(boolean()) });
export const docSearch: ModuleDefinition = { type: 'docSearch', label: 'Documentation search', schema: DocSearchDetails, component: DocSearch };
