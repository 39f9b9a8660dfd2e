import { boolean, integer, nullable, object, optional, size, string } from 'superstruct';

/** Details of the docArticle module; its declaration (index.ts) gives it to the editor, the API and the renderer. */
export const DocArticleDetails = object({
  visible: optional(boolean()),
  productCode: size(string(), 1, 120),
  cateId: integer(),
  menuId: optional(nullable(integer())),
  docId: integer(),
});
