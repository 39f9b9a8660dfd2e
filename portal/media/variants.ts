import sharp from 'sharp';
import type { Store } from '../store';
import { config } from '../../config';
import { variantWidths } from '../../contract/media';
import { imageOptions } from './inspect';
import { mediaBytes, mediaByHash } from './store';

/**
 * Resized WebP variants, made by sharp on first request and kept in the store: every instance then serves the
 * same bytes and none resizes twice. WebP for every variant rather than by Accept: all browsers the site supports
 * take it, and one URL per width keeps caches (ours, the CDN's, the browser's) from splitting on Accept.
 */

const making = new Map<string, Promise<Buffer | null>>();

export async function variant(store: Store, hash: string, width: number): Promise<Buffer | null> {
  const stored = await store.query<{ content: Uint8Array }>('SELECT v.content FROM media_variants v JOIN media m ON m.id = v.media_id WHERE m.hash = $1 AND v.width = $2 AND v.format = $3', [hash, width, 'webp']);
  if (stored[0]) return Buffer.from(stored[0].content);
  // Visitors asking for the same new variant at once wait for one resize.
  const key = `${hash}:${width}`;
  let job = making.get(key);
  if (!job) {
    job = make(store, hash, width).finally(() => making.delete(key));
    making.set(key, job);
  }
  return job;
}

async function make(store: Store, hash: string, width: number): Promise<Buffer | null> {
  const row = await mediaByHash(store, hash);
  if (!row || row.kind !== 'image' || !row.width || row.mime === 'image/svg+xml') return null;
  if (!variantWidths(row.width).includes(width)) return null;
  const original = await mediaBytes(store, hash);
  if (!original) return null;
  // sharp works in libuv's pool, not on the event loop; the timeout ends a resize that runs away.
  const bytes = await sharp(original, imageOptions())
    .timeout({ seconds: config().MEDIA_IMAGE_TIMEOUT_S })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  await store.query('INSERT INTO media_variants (media_id, width, format, content) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [row.id, width, 'webp', bytes]);
  return bytes;
}
