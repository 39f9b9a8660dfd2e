import { ApiError, CODE, type Ctx } from '../http';
import type { EntryRow } from '../content';
import type { Queryable } from '../store';
import type { LiveDraft } from '../../contract/api-types';

export type { LiveDraft };

/** How long an unsaved draft is held after the editor's last keystroke reached the server. */
export const LIVE_DRAFT_TTL_SECONDS = 30 * 60;

/** The parts of a row a live draft can replace (entries rows, and the list/detail rows of portal/listing.ts). */
type Readable = Pick<EntryRow, 'id' | 'title' | 'summary' | 'body' | 'tag' | 'published_at' | 'data'>;

/**
 * Holds a session's unsaved draft of one entry (one row per session and entry, replaced on every write), in the store so
 * that whichever instance renders the preview frame finds it. Expired rows go when a live token is issued (sweepLiveDrafts),
 * off the path of every keystroke.
 */
export async function holdLiveDraft(q: Queryable, sessionHash: string, entryId: number, draft: LiveDraft): Promise<{ expiresAt: string }> {
  const expiresAt = new Date(Date.now() + LIVE_DRAFT_TTL_SECONDS * 1000).toISOString();
  try {
    await q.query(
      `INSERT INTO live_drafts (session_hash, entry_id, draft, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (session_hash, entry_id) DO UPDATE SET draft = EXCLUDED.draft, expires_at = EXCLUDED.expires_at`,
      [sessionHash, entryId, JSON.stringify(draft), expiresAt],
    );
  } catch (error) {
    goneRow(error, 'entry');
  }
  return { expiresAt };
}

/** A draft still on its way when its session signed out, or its subject was deleted: the row it names is gone (401 / 404). */
export function goneRow(error: unknown, what: string): never {
  if ((error as { code?: string }).code !== '23503') throw error;
  if (String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message).includes('session')) {
    throw new ApiError(401, CODE.UNAUTHORIZED, 'staff sign-in required (the session ended)');
  }
  throw ApiError.notFound(what);
}

/** Drops every session's expired live drafts. */
export async function sweepLiveDrafts(q: Queryable): Promise<void> {
  await q.query('DELETE FROM live_drafts WHERE expires_at < now()');
}

/**
 * A row as the request's reader sees it: under a live-preview token, the entry that token names reads as the unsaved
 * draft its own session holds (over the saved draft); every other request, and every other entry, is left as it is.
 */
export async function liveView<T extends Readable | null>(ctx: Pick<Ctx, 'live' | 'store'>, row: T): Promise<T> {
  if (!row || !ctx.live?.sessionHash || ctx.live.kind === 'doc' || ctx.live.entryId !== row.id) return row;
  const [held] = await ctx.store.query<{ draft: LiveDraft }>(
    'SELECT draft FROM live_drafts WHERE session_hash = $1 AND entry_id = $2 AND expires_at > now()',
    [ctx.live.sessionHash, row.id],
  );
  if (!held) return row;
  const draft = typeof held.draft === 'string' ? (JSON.parse(held.draft) as LiveDraft) : held.draft;
  // Over the row's data, so that what a draft cannot change (a page's path) stays.
  return {
    ...row,
    title: draft.title ?? row.title,
    summary: draft.summary ?? row.summary,
    body: draft.body ?? row.body,
    tag: draft.tag ?? row.tag,
    published_at: draft.publishedAt ?? row.published_at,
    data: { ...row.data, ...(draft.data as EntryRow['data']) },
  };
}
