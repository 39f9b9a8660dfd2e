import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../store';
import { secretValue } from '../secrets';
import { isHttps } from '../../contract/client-address';
import type { StaffRole } from '../../contract/api-types';

export const SESSION_COOKIE = 'edn_staff';
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/** Only the editor API reads the cookie: public pages never receive it (and stay cacheable for staff too). */
export const SESSION_COOKIE_PATH = '/api/portal/v1/editor';

// STAFF_SESSION_SECRET, or one generated once and kept in the store: instances agree and restarts sign nobody out.
const secret = () => secretValue('staff-session');
const sign = (id: string) => crypto.createHmac('sha256', secret()).update(id).digest('base64url');
const hashId = (id: string) => crypto.createHash('sha256').update(id).digest('hex');

export interface StaffSession {
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  expiresAt: string;
  /** The stored (hashed) id of this session: what its preview tokens are tied to. */
  sessionHash: string;
}

/** Creates a server-side session and returns the cookie value: a random id plus its HMAC signature. */
export async function createSession(q: Queryable, staffId: number): Promise<{ cookieValue: string; expiresAt: Date }> {
  const id = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  await q.query('DELETE FROM staff_sessions WHERE expires_at < now()');
  await q.query('INSERT INTO staff_sessions (id_hash, staff_id, expires_at) VALUES ($1, $2, $3)', [hashId(id), staffId, expiresAt.toISOString()]);
  return { cookieValue: `${id}.${sign(id)}`, expiresAt };
}

/** The session id inside a cookie value, or null when the signature does not match. */
function verifiedId(cookieValue: string): string | null {
  const [id, signature, extra] = cookieValue.split('.');
  if (!id || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(id));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : null;
}

export function readCookie(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The live session of a request's cookie, or null (no cookie, bad signature, unknown or expired session). */
export async function findSession(q: Queryable, req: IncomingMessage): Promise<StaffSession | null> {
  const raw = readCookie(req, SESSION_COOKIE);
  const id = raw ? verifiedId(raw) : null;
  if (!id) return null;
  const rows = await q.query<{ staff_id: number; email: string; name: string; role: StaffSession['role']; expires_at: Date | string }>(
    `SELECT s.staff_id, s.expires_at, u.email, u.name, u.role FROM staff_sessions s JOIN staff_users u ON u.id = s.staff_id
     WHERE s.id_hash = $1 AND s.expires_at > now()`,
    [hashId(id)],
  );
  const row = rows[0];
  return row ? { staffId: row.staff_id, email: row.email, name: row.name, role: row.role, expiresAt: new Date(row.expires_at).toISOString(), sessionHash: hashId(id) } : null;
}

export async function deleteSession(q: Queryable, req: IncomingMessage): Promise<void> {
  const raw = readCookie(req, SESSION_COOKIE);
  const id = raw ? verifiedId(raw) : null;
  if (id) await q.query('DELETE FROM staff_sessions WHERE id_hash = $1', [hashId(id)]);
}

/** Secure only over https (directly, or behind a trusted proxy that says so), so that local http still works. */
export function sessionCookie(req: IncomingMessage, value: string, maxAgeSeconds: number): string {
  const parts = [`${SESSION_COOKIE}=${value}`, `Path=${SESSION_COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
  if (isHttps(req)) parts.push('Secure');
  return parts.join('; ');
}
