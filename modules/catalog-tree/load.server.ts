import { getTree, type TreeNode } from '../../api-client/content';
import type { ModuleLoader } from '../../registry/types';

export type CatalogTreeData = { tree: TreeNode[] };

const treeLoader = (which: 'products' | 'solutions'): ModuleLoader<unknown, CatalogTreeData> => async (_details, ctx) => ({
  data: { tree: await getTree(ctx.api, which) },
});
export const loadProductTree = treeLoader('products');
export const loadSolutionTree = treeLoader('solutions');
