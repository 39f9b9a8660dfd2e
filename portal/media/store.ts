import { createHash } from 'node:crypto';
import { ApiError, CODE } from '../http';
import type { Queryable, Store } from '../store';
import type { StaffSession } from '../staff/session';
import { LANGS, type Lang } from '../../contract/langs';
import { mediaUrl, type MediaExt, type MediaFacts, type MediaItem, type MediaUse } from '../../contract/media';
import type { Inspected } from './inspect';
import { filesUnavailable, mediaFiles } from './files';

/** Media rows and their bytes: in the store, or in the configured file place (files.ts), named by hash. */

export interface MediaRow extends MediaFacts {
  id: number;
  hash: string;
  created_by: string;
  created_at: Date | string;
}

const COLUMNS = 'id, hash, name, mime, kind, bytes, width, height, alt, created_by, created_at';
const EXT: Record<string, MediaExt> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/avif': 'avif', 'image/svg+xml': 'svg', 'application/pdf': 'pdf' };

export function mediaView(row: MediaRow): MediaItem {
  const url = mediaUrl({ hash: row.hash, ext: EXT[row.mime], ...(row.width && row.height ? { width: row.width, height: row.height } : {}) });
  return { id: row.id, url, name: row.name, mime: row.mime, kind: row.kind, bytes: row.bytes, width: row.width, height: row.height, alt: row.alt, createdBy: row.created_by, createdAt: new Date(row.created_at).toISOString() };
}

/** Stores an inspected upload; the same bytes uploaded again give the item already stored. */
export async function saveMedia(store: Store, staff: StaffSession, name: string, file: Inspected): Promise<MediaItem> {
  const hash = createHash('sha256').update(file.bytes).digest('hex').slice(0, 32);
  const same = await store.query<MediaRow>(`SELECT ${COLUMNS} FROM media WHERE hash = $1`, [hash]);
  if (same[0]) return mediaView(same[0]);
  const files = mediaFiles();
  // The file is complete in its place before its row exists: a row never points at a missing or partial file.
  if (files) await files.put(hash, file.bytes).catch((error) => Promise.reject(filesUnavailable('storing an upload', error)));
  const rows = await store.query<MediaRow>(
    `INSERT INTO media (hash, name, mime, kind, bytes, width, height, content, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (hash) DO UPDATE SET hash = EXCLUDED.hash RETURNING ${COLUMNS}`,
    [hash, name, file.mime, file.kind, file.bytes.length, file.width ?? null, file.height ?? null, files ? null : file.bytes, staff.email],
  );
  return mediaView(rows[0]);
}

export async function listMedia(q: Queryable): Promise<MediaItem[]> {
  return (await q.query<MediaRow>(`SELECT ${COLUMNS} FROM media ORDER BY created_at DESC, id DESC LIMIT 500`)).map(mediaView);
}

export async function findMedia(q: Queryable, id: number): Promise<MediaRow> {
  const row = (await q.query<MediaRow>(`SELECT ${COLUMNS} FROM media WHERE id = $1`, [id]))[0];
  if (!row) throw ApiError.notFound('media item');
  return row;
}

export async function mediaByHash(q: Queryable, hash: string): Promise<MediaRow | null> {
  return (await q.query<MediaRow>(`SELECT ${COLUMNS} FROM media WHERE hash = $1`, [hash]))[0] ?? null;
}

/**
 * Pages, site documents, entries and documentation nodes (kind 'doc') whose published content or draft names the item
 * (by its hash, in any URL form).
 */
export function mediaUses(q: Queryable, hash: string): Promise<MediaUse[]> {
  return q.query<MediaUse>(
    `SELECT id, kind, type, code, lang, title, published FROM entries
       WHERE strpos(data::text, $1) > 0 OR strpos(coalesce(draft::text, ''), $1) > 0
     UNION ALL
     SELECT id, 'doc', type, page_code, lang, name, published FROM doc_nodes
       WHERE strpos(content, $1) > 0 OR strpos(data::text, $1) > 0 OR strpos(coalesce(draft::text, ''), $1) > 0
     ORDER BY 2, 3, 4, 5`,
    [`/media/${hash}`],
  );
}

export async function setAlt(store: Store, id: number, alt: Partial<Record<Lang, string>>): Promise<MediaItem> {
  const row = await findMedia(store, id);
  const merged: Record<string, string> = { ...row.alt };
  for (const lang of LANGS) {
    const text = alt[lang];
    if (text === undefined) continue;
    if (text.trim()) merged[lang] = text.trim();
    else delete merged[lang];
  }
  const [updated] = await store.query<MediaRow>(`UPDATE media SET alt = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [id, JSON.stringify(merged)]);
  return mediaView(updated);
}

/**
 * Deleting a used item is refused with the list of its users (409): a published page never loses an image it shows.
 * An editor removes it from those entries first; unused items go at once, with their variants.
 */
export async function deleteMedia(store: Store, id: number): Promise<void> {
  const row = await findMedia(store, id);
  const uses = await mediaUses(store, row.hash);
  if (uses.length) {
    const names = uses.slice(0, 5).map((u) => `${u.kind} ${u.kind === 'doc' ? `“${u.title}”` : u.code || u.type} (${u.lang})`).join(', ');
    const error = new ApiError(409, CODE.CONFLICT, `in use by ${uses.length} entr${uses.length === 1 ? 'y' : 'ies'}: ${names}; remove it there first`);
    error.details = { uses };
    throw error;
  }
  await store.query('DELETE FROM media WHERE id = $1', [id]);
  // The row is gone first: a file left behind (the place failing now) is unreachable, never a row without its file.
  await mediaFiles()?.remove(row.hash).catch((error) => console.error('[media] removing %s failed: %s', row.hash, (error as Error).message));
}

/** The stored bytes of an item (from the store, or its file in the configured place). */
export async function mediaBytes(q: Queryable, hash: string): Promise<Buffer | null> {
  const row = (await q.query<{ content: Uint8Array | null }>('SELECT content FROM media WHERE hash = $1', [hash]))[0];
  if (!row) return null;
  if (row.content) return Buffer.from(row.content);
  const files = mediaFiles();
  return files ? files.get(hash).catch((error) => Promise.reject(filesUnavailable('reading a file', error))) : null;
}

/** Library items of the given URLs that lack alt text in lang: an image without it cannot be published. */
export async function imagesWithoutAlt(q: Queryable, hashes: string[], lang: Lang): Promise<string[]> {
  if (!hashes.length) return [];
  const rows = await q.query<{ name: string }>(
    `SELECT name FROM media WHERE hash = ANY($1::text[]) AND kind = 'image' AND coalesce(alt ->> $2, '') = ''`,
    [hashes, lang],
  );
  return rows.map((r) => r.name);
}
