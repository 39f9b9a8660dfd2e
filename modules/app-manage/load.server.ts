import type { Infer } from 'superstruct';
import type { ModuleLoader } from '../../registry/types';
import { pickDownload } from '../../contract/os-match';
import type { AppManageDetails } from './schema';

/** Chooses the download entry on the server from the request's user agent (the site answers with Vary: User-Agent). */
export const loadAppManage: ModuleLoader<Infer<typeof AppManageDetails>, { chosen: number }> = async (details, ctx) => ({
  data: { chosen: pickDownload(details.items, ctx.userAgent) },
});
