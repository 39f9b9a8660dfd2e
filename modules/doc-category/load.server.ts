import type { Infer } from 'superstruct';
import { getDocCateInfo, getDocMenus, getDocTree, type DocCateInfo, type DocMenu } from '../../api-client/docs';
import type { ModuleLoader } from '../../registry/types';
import { arrangeTree, type TreeNode } from '../../ui/doc-tree/tree';
import type { DocCategoryDetails } from './schema';

export interface DocCategoryData {
  menus: DocMenu[];
  tree: TreeNode[];
  info: DocCateInfo;
}

export const loadDocCategory: ModuleLoader<Infer<typeof DocCategoryDetails>, DocCategoryData> = async (details, ctx) => {
  const [menus, raw, info] = await Promise.all([getDocMenus(ctx.api), getDocTree(ctx.api, details.cateId), getDocCateInfo(ctx.api, details.cateId)]);
  return { data: { menus, tree: arrangeTree(raw), info } };
};
