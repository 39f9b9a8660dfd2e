import { ApiError } from '../http';
import type { Queryable } from '../store';
import type { Lang } from '../../contract/langs';
import { imagesWithoutAlt } from './store';

/**
 * An entry going live may show library images only when each has alt text in the entry's language: the library
 * holds alt text per language, so a page in Korean needs the Korean text before it can be published.
 */
export async function assertImagesHaveAlt(q: Queryable, lang: Lang, data: unknown): Promise<void> {
  const hashes = [...new Set(Array.from(JSON.stringify(data ?? null).matchAll(/\/media\/([0-9a-f]{32})/g), (m) => m[1]))];
  const missing = await imagesWithoutAlt(q, hashes, lang);
  if (missing.length) {
    throw ApiError.badInput('data', `the image${missing.length > 1 ? 's' : ''} ${missing.slice(0, 3).map((n) => `"${n}"`).join(', ')} need${missing.length > 1 ? '' : 's'} alt text in ${lang}: add it in the media library`);
  }
}
