import type { Infer } from 'superstruct';
import { getUser } from '../../api-client';
import { getApiDirectory, getDocDetail, type ApiDocSummary, type ApiProductDirectory, type DocDetail } from '../../api-client/docs';
import { sanitizeHtmlAsync } from '../../contract/sanitize-async';
import type { ModuleLoader } from '../../registry/types';
import type { DocApiExplorerDetails } from './schema';
import { config } from '../../config';

export interface DocApiExplorerData {
  detail: Omit<DocDetail, 'api'> & { api: ApiDocSummary };
  /** The product's API categories, for the side navigation. */
  directory: ApiProductDirectory;
  customer: string | null;
  devLoginEnabled: boolean;
}

/** The API document (reference HTML sanitised here) and who is logged in (the visitor's cookie is forwarded). */
export const loadDocApiExplorer: ModuleLoader<Infer<typeof DocApiExplorerDetails>, DocApiExplorerData> = async (details, ctx) => {
  const [detail, directory, user] = await Promise.all([
    getDocDetail(ctx.api, details.docId),
    getApiDirectory(ctx.api, details.productCode),
    getUser(ctx.api).catch(() => null),
  ]);
  if (!detail.api) throw new Error(`document ${details.docId} is not an API document`);
  return {
    data: {
      detail: { ...detail, api: detail.api, content: await sanitizeHtmlAsync(detail.content) },
      directory,
      customer: user?.displayName ?? null,
      devLoginEnabled: config().DEV_LOGIN,
    },
  };
};
