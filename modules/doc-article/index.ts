import dynamic from 'next/dynamic';
import { boolean, integer, nullable, object, optional, size, string } from 'superstruct';
import type { ModuleDefinition } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const DocArticle = dynamic(() => import('./DocArticle'));

export const DocArticleDetails = object({
  visible: optional(boolean()),
  productCode: size(string(), 1, 120),
  cateId: integer(),
  menuId: optional(nullable(integer())),
  docId: integer(),
});
export const docArticle: ModuleDefinition = { type: 'docArticle', label: 'Documentation article', schema: DocArticleDetails, component: DocArticle };
