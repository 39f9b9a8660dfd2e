import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { readCookie } from '../staff/session';
import { isHttps } from '../../contract/client-address';
import { secretValue } from '../secrets';
import { CUSTOMER_COOKIE } from '../../contract/customer-cookie';

/**
 * A customer's login on the site: a signed, httpOnly cookie holding {name, exp}. Stateless on purpose: the
 * customer account lives in the console (SSO); the site only remembers who the console said the visitor is.
 */
export { CUSTOMER_COOKIE };
export const CUSTOMER_TTL_SECONDS = 8 * 60 * 60;

// CUSTOMER_SESSION_SECRET, or one generated once and kept in the store: every instance accepts the cookie, and a
// restart signs nobody out.
const sign = (payload: string) => crypto.createHmac('sha256', secretValue('customer-session')).update(payload).digest('base64url');

export interface Customer {
  displayName: string;
}

export function customerCookieValue(customer: Customer, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ name: customer.displayName, exp: Math.floor(now / 1000) + CUSTOMER_TTL_SECONDS })).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The customer of a request's cookie, or null (no cookie, bad signature, expired). */
export function findCustomer(req: IncomingMessage, now = Date.now()): Customer | null {
  const raw = readCookie(req, CUSTOMER_COOKIE);
  const [payload, signature, extra] = (raw ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const { name, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { name?: unknown; exp?: unknown };
    if (typeof name !== 'string' || typeof exp !== 'number' || exp * 1000 <= now) return null;
    return { displayName: name };
  } catch {
    return null;
  }
}

/** Lax, not Strict: the visitor arrives back from the console's SSO page by a cross-site redirect. */
export function customerCookie(req: IncomingMessage, value: string, maxAgeSeconds: number): string {
  const parts = [`${CUSTOMER_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (isHttps(req)) parts.push('Secure');
  return parts.join('; ');
}
