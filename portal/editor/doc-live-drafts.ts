import type { Ctx } from '../http';
import type { Lang } from '../../contract/langs';
import type { Queryable } from '../store';
import { goneRow, LIVE_DRAFT_TTL_SECONDS } from './live-drafts';

/** What an editor's unsaved doc node shows in its live preview: its title and its HTML. */
export interface DocLiveDraft {
  title?: string;
  body?: string;
}

/** Holds a session's unsaved draft of one doc node in one language (replaced on every write), for whichever instance renders the frame. */
export async function holdDocLiveDraft(q: Queryable, sessionHash: string, id: number, lang: Lang, draft: DocLiveDraft): Promise<{ expiresAt: string }> {
  const expiresAt = new Date(Date.now() + LIVE_DRAFT_TTL_SECONDS * 1000).toISOString();
  try {
    await q.query(
      `INSERT INTO doc_live_drafts (session_hash, node_id, lang, draft, expires_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (session_hash, node_id, lang) DO UPDATE SET draft = EXCLUDED.draft, expires_at = EXCLUDED.expires_at`,
      [sessionHash, id, lang, JSON.stringify(draft), expiresAt],
    );
  } catch (error) {
    goneRow(error, 'documentation node in this language');
  }
  return { expiresAt };
}

export async function sweepDocLiveDrafts(q: Queryable): Promise<void> {
  await q.query('DELETE FROM doc_live_drafts WHERE expires_at < now()');
}

/**
 * A doc node as the request's reader sees it: under a doc live-preview token, the node it names reads as the unsaved
 * draft its own session holds; every other request and node is left as it is (visitors never carry such a token).
 */
export async function docLiveView<T extends { id: number; lang: string; name: string; content?: string } | null>(ctx: Pick<Ctx, 'live' | 'store'>, row: T): Promise<T> {
  if (!row || !ctx.live?.sessionHash || ctx.live.kind !== 'doc' || ctx.live.entryId !== row.id) return row;
  const [held] = await ctx.store.query<{ draft: DocLiveDraft | string }>(
    'SELECT draft FROM doc_live_drafts WHERE session_hash = $1 AND node_id = $2 AND lang = $3 AND expires_at > now()',
    [ctx.live.sessionHash, row.id, row.lang],
  );
  if (!held) return row;
  const draft = (typeof held.draft === 'string' ? JSON.parse(held.draft) : held.draft) as DocLiveDraft;
  return { ...row, name: draft.title || row.name, ...(row.content !== undefined && draft.body !== undefined ? { content: draft.body } : {}) };
}
