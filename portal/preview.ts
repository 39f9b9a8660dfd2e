import crypto from 'node:crypto';
import { secretValue } from './secrets';

/** Preview tokens: base64url(JSON {sub, exp}) + '.' + HMAC-SHA256, signed with PREVIEW_SECRET. */
const TOKEN_TTL_SECONDS = 60 * 60;
// PREVIEW_SECRET, or one generated once and kept in the store (portal/secrets.ts): every instance accepts the token.
const secret = () => secretValue('preview');

function sign(payload: string): string {
  return crypto.createHmac('sha256', secret()).update(payload).digest('base64url');
}

export function issuePreviewToken(subject: string, ttlSeconds = TOKEN_TTL_SECONDS, now = Date.now()): { token: string; expiresAt: string } {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const payload = Buffer.from(JSON.stringify({ sub: subject, exp })).toString('base64url');
  return { token: `${payload}.${sign(payload)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

export function verifyPreviewToken(token: string, now = Date.now()): boolean {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return false;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}

/** The staff secret that guards token issuing; unset means issuing is disabled. Compared in constant time. */
export function isStaffSecret(given: string | undefined): boolean {
  const expected = process.env.STAFF_SECRET;
  if (!expected || !given) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}
