import { API_BASE } from '../api-client/client';
import { config } from './index';

/** Where the server calls the portal API: PORTAL_API_URL, else this server's own in-process API. */
export function portalApiUrl(): string {
  const { PORTAL_API_URL, PORT } = config();
  return PORTAL_API_URL || `http://127.0.0.1:${PORT ?? 3000}${API_BASE}`;
}

/** How long the server reuses the site documents it read: API_READ_CACHE_MS, 0 when SITE_CACHE=off. */
export function readCacheTtlMs(): number {
  const { SITE_CACHE, API_READ_CACHE_MS } = config();
  return SITE_CACHE === 'off' ? 0 : API_READ_CACHE_MS;
}

/** The api-client options of a server-side caller (the browser's client needs none of them). */
export const serverApiOptions = () => ({ baseUrl: portalApiUrl(), timeoutMs: config().PORTAL_API_TIMEOUT_MS, readCacheMs: readCacheTtlMs() });
