import { boolean, integer, object, optional, size, string } from 'superstruct';
import type { ModuleDefinition } from '../../registry/types';
import DocApiExplorer from './DocApiExplorer';

export const DocApiExplorerDetails = object({ visible: optional(boolean()), productCode: size(string(), 1, 120), docId: integer() });
export const docApiExplorer: ModuleDefinition = { type: 'docApiExplorer', label: 'API explorer', schema: DocApiExplorerDetails, component: DocApiExplorer };
