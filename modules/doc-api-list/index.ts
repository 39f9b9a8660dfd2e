import { boolean, object, optional, size, string } from 'superstruct';
import type { ModuleDefinition } from '../../registry/types';
import DocApiList from './DocApiList';

export const DocApiListDetails = object({ visible: optional(boolean()), productCode: size(string(), 1, 120) });
export const docApiList: ModuleDefinition = { type: 'docApiList', label: 'API document list', schema: DocApiListDetails, component: DocApiList };
