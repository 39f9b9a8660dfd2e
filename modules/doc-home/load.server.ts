import { getApiProducts, getDocMenus, getTopSearchWords, type ApiProduct, type DocMenu } from '../../api-client/docs';
import type { ModuleLoader } from '../../registry/types';

export interface DocHomeData {
  menus: DocMenu[];
  topWords: string[];
  apiProducts: ApiProduct[];
}

export const loadDocHome: ModuleLoader<unknown, DocHomeData> = async (_details, ctx) => {
  const [menus, topWords, apiProducts] = await Promise.all([getDocMenus(ctx.api), getTopSearchWords(ctx.api), getApiProducts(ctx.api)]);
  return { data: { menus, topWords, apiProducts } };
};
