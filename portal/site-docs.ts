import { siteDoc } from './content';
import type { TreeNode } from '../contract/api-types';
import { ApiError, type Ctx } from './http';

/** Site documents (contracts: kind 'site') as the read routes use them. */

/** A stored module item ({id, type, details}); details go out as JSON text, as in page module lists. */
export interface StoredModule {
  id: number | string;
  type: string;
  details?: unknown;
  [key: string]: unknown;
}

export const moduleOut = (m: StoredModule) => ({
  ...m,
  details: typeof m.details === 'string' ? m.details : JSON.stringify(m.details ?? {}),
});

/** The site document of this type in the reader's language (draft in preview); 404 when it is not stored. */
export async function requireDoc<T>(ctx: Ctx, type: string): Promise<T> {
  const doc = await siteDoc<T>(ctx.store, type, ctx.lang, ctx.preview);
  if (doc === null) throw ApiError.notFound(type);
  return doc;
}

/**
 * Several site documents in the reader's language, in the order given (null for one not stored): asked for at once,
 * they are one store read together with any other asked for at the same moment (portal/content.ts, siteDoc).
 */
export function docsAtOnce<T>(ctx: Ctx, types: readonly string[]): Promise<Array<T | null>> {
  return Promise.all(types.map((type) => siteDoc<T>(ctx.store, type, ctx.lang, ctx.preview)));
}

/** A keyed section of a document ({[key]: T[]}), or an empty list when that key holds nothing. */
export async function docSection<T>(ctx: Ctx, type: string, key: string): Promise<T[]> {
  const doc = await siteDoc<Record<string, T[]>>(ctx.store, type, ctx.lang, ctx.preview);
  const list = doc?.[key];
  return Array.isArray(list) ? list : [];
}

export type { TreeNode };

/** Every node of a products or solutions tree with its top category (for icons), depth first. */
export function flattenTree(tree: TreeNode[]): Array<{ node: TreeNode; top: TreeNode }> {
  const out: Array<{ node: TreeNode; top: TreeNode }> = [];
  const walk = (nodes: TreeNode[], top: TreeNode | null) => {
    for (const node of nodes) {
      out.push({ node, top: top ?? node });
      walk(node.children ?? [], top ?? node);
    }
  };
  walk(tree, null);
  return out;
}

/** The page path a tree link points at: its anchor or query left off (/services/#major-services -> /services/). */
export function linkPath(url: string): string {
  return url.split(/[?#]/)[0];
}

/** The products or solutions tree node with this id (classify groups have none). */
export function treeNode(tree: TreeNode[], id: number): TreeNode | null {
  return flattenTree(tree).find(({ node }) => !node.classify && node.id === id)?.node ?? null;
}
