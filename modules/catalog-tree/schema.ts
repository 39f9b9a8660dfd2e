import { array, boolean, integer, lazy, object, optional, type Struct } from 'superstruct';
import type { TreeNode } from '../../contract/api-types';
import { image, text, url, visible } from '../../contract/fields';

/** Overview of the published product or solution tree (GET /products, GET /solutions). */
export const CatalogTreeDetails = object({
  visible: visible(),
  title: optional(text(200)),
  intro: optional(text(1000)),
});

/** A products or solutions tree node: categories with icons, classify groups, leaves (recommend: home page pick). */
const TreeNodeSchema: Struct<TreeNode, unknown> = object({
  id: optional(integer()),
  name: text(200),
  url: optional(url()),
  defaultIcon: optional(image()),
  hoverIcon: optional(image()),
  classify: optional(boolean()),
  recommend: optional(boolean()),
  children: optional(array(lazy(() => TreeNodeSchema))),
});

/** The 'products-tree' and 'solutions-tree' site documents (GET /products, GET /solutions). */
export const CatalogTreeDoc = array(TreeNodeSchema);
