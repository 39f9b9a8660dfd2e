import type { ApiClient } from './client';
import { parseMediaUrl } from '../contract/media';

/** Alt text, in the client's language, of the library images among urls ({} when there are none). */
export async function getMediaAlt(api: ApiClient, urls: Array<string | undefined>): Promise<Record<string, string>> {
  const library = [...new Set(urls.filter((u): u is string => Boolean(u && parseMediaUrl(u))))];
  if (!library.length) return {};
  return api.get<Record<string, string>>('/media-alt', { urls: library.join(' ') }, { silent: true }).catch(() => ({}));
}
