import { array, size, type } from 'superstruct';
import { findEntry } from '../content';
import { ApiError, type Ctx, type Router } from '../http';
import { flattenTree, linkPath, requireDoc, treeNode, type TreeNode } from '../site-docs';
import { assertBody, storedInt } from '../validate';
import { pageView } from './pages';
import { resolveRoute } from '../../contract/routes';

/** Products and solutions: the published trees, a product's or solution's page by tree id, names by id. */

const NamesBody = type({ ids: size(array(storedInt(0)), 1, 200) });

/** The page a tree node links to (its path resolved exactly as the renderer resolves it), with the node's facts. */
async function detailById(ctx: Ctx, tree: 'products-tree' | 'solutions-tree') {
  if (!/^\d{1,9}$/.test(ctx.params.id)) throw ApiError.badInput('id', 'expected a number');
  const node = treeNode(await requireDoc<TreeNode[]>(ctx, tree), Number(ctx.params.id));
  const route = node?.url ? resolveRoute(linkPath(node.url)) : null;
  const row = route ? await findEntry(ctx.store, { kind: 'page', type: route.type, code: route.code, lang: ctx.lang }, ctx.preview) : null;
  if (!node || !row) throw ApiError.notFound(tree === 'products-tree' ? 'product' : 'solution');
  return { ...pageView(row), node: { id: node.id, name: node.name, url: node.url, defaultIcon: node.defaultIcon ?? null, hoverIcon: node.hoverIcon ?? null } };
}

export function registerCatalog(router: Router) {
  // products/getPublish and solutions/getPublish: the trees of the mega menu and the overview pages.
  router.get('/products', (ctx) => requireDoc(ctx, 'products-tree'));
  router.get('/solutions', (ctx) => requireDoc(ctx, 'solutions-tree'));

  // products/productDetail {id} and solutions/solutionDetail {id}.
  router.get('/:id/product', (ctx) => detailById(ctx, 'products-tree'));
  router.get('/:id/solution', (ctx) => detailById(ctx, 'solutions-tree'));

  // Names of products by id, in the order asked; unknown ids are left out.
  router.post('/product/names', async (ctx) => {
    const { ids } = assertBody(NamesBody, ctx.body);
    const byId = new Map(
      flattenTree(await requireDoc<TreeNode[]>(ctx, 'products-tree'))
        .filter(({ node }) => !node.classify && node.id !== undefined)
        .map(({ node }) => [node.id as number, node]),
    );
    return ids.flatMap((id) => {
      const node = byId.get(id);
      return node ? [{ id, name: node.name, url: node.url ?? null }] : [];
    });
  });
}
