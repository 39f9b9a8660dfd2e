import { object, optional } from 'superstruct';
import { text, visible } from '../shared/fields';

/** Overview of the published product or solution tree (GET /products, GET /solutions). */
export const CatalogTreeDetails = object({
  visible: visible(),
  title: optional(text(200)),
  intro: optional(text(1000)),
});
