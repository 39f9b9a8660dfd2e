import type { Infer } from 'superstruct';
import { getDocDetail, getDocTree, getDocTreeInMenu, type DocDetail } from '../../api-client/docs';
import { sanitizeHtmlAsync } from '../../contract/sanitize-async';
import type { ModuleLoader } from '../../registry/types';
import { arrangeTree, neighbours, pathTo, type TreeNode } from '../../ui/doc-tree/tree';
import type { DocArticleDetails } from './schema';
import { config } from '../../config';

type Link = { id: number; name: string } | null;
export interface DocArticleData {
  detail: DocDetail;
  tree: TreeNode[];
  openKeys: string[];
  prev: Link;
  next: Link;
  devLoginEnabled: boolean;
}

const link = (node: TreeNode | null): Link => (node && node.id !== null ? { id: node.id, name: node.name } : null);

/** The article (content sanitised here), its category tree, and previous/next in the tree's reading order. */
export const loadDocArticle: ModuleLoader<Infer<typeof DocArticleDetails>, DocArticleData> = async (details, ctx) => {
  const [detail, raw] = await Promise.all([
    getDocDetail(ctx.api, details.docId),
    details.menuId ? getDocTreeInMenu(ctx.api, details.menuId, details.cateId) : getDocTree(ctx.api, details.cateId),
  ]);
  const tree = arrangeTree(raw);
  const { prev, next } = neighbours(tree, details.docId);
  return {
    data: { detail: { ...detail, content: await sanitizeHtmlAsync(detail.content) }, tree, openKeys: pathTo(tree, details.docId), prev: link(prev), next: link(next), devLoginEnabled: config().DEV_LOGIN },
  };
};
