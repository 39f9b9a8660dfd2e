import type { Locale } from '../contract/locales';
import { API_BASE } from './client';
import { loginUrl } from './errors';

/**
 * Console SSO login that comes back through this site's GET /sso/callback (which sets the customer session) and
 * then to `returnPath` (a path on this site, locale prefix included).
 */
export function ssoLoginUrl(locale: Locale, origin: string, returnPath: string): string {
  return loginUrl(locale, `${origin}${API_BASE}/sso/callback?return=${encodeURIComponent(returnPath)}`);
}
