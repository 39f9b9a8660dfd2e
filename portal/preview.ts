import crypto from 'node:crypto';
import { secretValue } from './secrets';
import type { Queryable } from './store';
import { config } from '../config';

/**
 * Preview tokens: base64url(JSON {sub, exp, jti}) + '.' + HMAC-SHA256, signed with PREVIEW_SECRET. A token shows
 * every draft, so it is short-lived and valid only while its row in preview_tokens is there and not revoked.
 */
export const TOKEN_TTL_SECONDS = 15 * 60;
// PREVIEW_SECRET, or one generated once and kept in the store (portal/secrets.ts): every instance accepts the token.
const secret = () => secretValue('preview');

function sign(payload: string): string {
  return crypto.createHmac('sha256', secret()).update(payload).digest('base64url');
}

/** Who minted a token: a staff member in a session (revoked when it signs out), or the staff-secret holder. */
export interface TokenOwner {
  subject: string;
  staffId?: number | null;
  sessionHash?: string | null;
  /** A live-preview token: it also shows the unsaved draft its session holds for this entry (portal/editor/live-drafts.ts). */
  live?: number;
  /** Set when `live` names a documentation node rather than an entry (portal/editor/doc-live-drafts.ts). */
  liveKind?: 'doc';
}

/** What a valid token carries: the entry whose live draft it shows (if any) and the session that minted it. */
export interface PreviewGrant {
  live: number | null;
  liveKind: 'entry' | 'doc';
  sessionHash: string | null;
}

export async function issuePreviewToken(q: Queryable, owner: TokenOwner, ttlSeconds = TOKEN_TTL_SECONDS, now = Date.now()): Promise<{ token: string; expiresAt: string }> {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const jti = crypto.randomBytes(16).toString('base64url');
  const expiresAt = new Date(exp * 1000).toISOString();
  await q.query('DELETE FROM preview_tokens WHERE expires_at < now()');
  await q.query('INSERT INTO preview_tokens (jti, staff_id, session_hash, expires_at) VALUES ($1, $2, $3, $4)', [jti, owner.staffId ?? null, owner.sessionHash ?? null, expiresAt]);
  const claims = owner.live === undefined ? { sub: owner.subject, exp, jti } : { sub: owner.subject, exp, jti, live: owner.live, ...(owner.liveKind ? { kind: owner.liveKind } : {}) };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `${payload}.${sign(payload)}`, expiresAt };
}

/** The grant of a valid, unexpired, unrevoked token; null otherwise. */
export async function checkPreviewToken(q: Queryable, token: string, now = Date.now()): Promise<PreviewGrant | null> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  let claims: { exp?: unknown; jti?: unknown; live?: unknown; kind?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now || typeof claims.jti !== 'string') return null;
  const rows = await q.query<{ session_hash: string | null }>('SELECT session_hash FROM preview_tokens WHERE jti = $1 AND revoked_at IS NULL AND expires_at > now()', [claims.jti]);
  if (!rows[0]) return null;
  return { live: Number.isInteger(claims.live) ? (claims.live as number) : null, liveKind: claims.kind === 'doc' ? 'doc' : 'entry', sessionHash: rows[0].session_hash };
}

export async function verifyPreviewToken(q: Queryable, token: string, now = Date.now()): Promise<boolean> {
  return (await checkPreviewToken(q, token, now)) !== null;
}

/** Revokes the tokens minted in one session, by one staff member, or all of them; returns how many. */
export async function revokePreviewTokens(q: Queryable, which: { sessionHash: string } | { staffId: number } | 'all'): Promise<number> {
  const [filter, params] =
    which === 'all' ? ['TRUE', []] : 'sessionHash' in which ? ['session_hash = $1', [which.sessionHash]] : ['staff_id = $1', [which.staffId]];
  const rows = await q.query(`UPDATE preview_tokens SET revoked_at = now() WHERE revoked_at IS NULL AND expires_at > now() AND ${filter} RETURNING jti`, params);
  return rows.length;
}

/** The staff secret that guards token issuing; unset means issuing is disabled. Compared in constant time. */
export function isStaffSecret(given: string | undefined): boolean {
  const expected = config().STAFF_SECRET;
  if (!expected || !given) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}
