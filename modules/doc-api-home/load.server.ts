import { getApiProducts, type ApiProduct } from '../../api-client/docs';
import type { ModuleLoader } from '../../registry/types';

export const loadDocApiHome: ModuleLoader<unknown, { products: ApiProduct[] }> = async (_details, ctx) => ({ data: { products: await getApiProducts(ctx.api) } });
