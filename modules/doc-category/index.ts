import { boolean, integer, nullable, object, optional, size, string } from 'superstruct';
import type { ModuleDefinition } from '../../registry/types';
import DocCategory from './DocCategory';

export const DocCategoryDetails = object({ visible: optional(boolean()), productCode: size(string(), 1, 120), cateId: integer(), menuId: optional(nullable(integer())) });
export const docCategory: ModuleDefinition = { type: 'docCategory', label: 'Documentation category', schema: DocCategoryDetails, component: DocCategory };
