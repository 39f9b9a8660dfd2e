import type { Infer } from 'superstruct';
import { getApiDirectory, type ApiProductDirectory } from '../../api-client/docs';
import type { ModuleLoader } from '../../registry/types';
import type { DocApiListDetails } from './schema';
import { config } from '../../config';

export interface DocApiListData {
  directory: ApiProductDirectory;
  devLoginEnabled: boolean;
}

/** The visitor's cookie is forwarded, so the list carries the customer's access flags when logged in. */
export const loadDocApiList: ModuleLoader<Infer<typeof DocApiListDetails>, DocApiListData> = async (details, ctx) => ({
  data: { directory: await getApiDirectory(ctx.api, details.productCode), devLoginEnabled: config().DEV_LOGIN },
});
