import { getApiProducts, getDocMenus, getTopSearchWords, getWplusProducts, type ApiProduct, type DocMenu, type WplusProduct } from '../../api-client/docs';
import type { ModuleLoader } from '../../registry/types';
import { topWordsOf } from '../../ui/docs/schema';

export interface DocHomeData {
  menus: DocMenu[];
  topWords: string[];
  apiProducts: ApiProduct[];
  /** document/wplusProductList (wplusPrdList): the products of the W+ line, each linked to its documentation. */
  wplusProducts: WplusProduct[];
}

export const loadDocHome: ModuleLoader<unknown, DocHomeData> = async (_details, ctx) => {
  const [menus, topWords, apiProducts, wplusProducts] = await Promise.all([getDocMenus(ctx.api), getTopSearchWords(ctx.api), getApiProducts(ctx.api), getWplusProducts(ctx.api)]);
  return { data: { menus, topWords: topWordsOf(topWords), apiProducts, wplusProducts } };
};
