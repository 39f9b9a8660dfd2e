import type { GetServerSidePropsContext } from 'next';
import { clientIp } from '../contract/client-address';
import { cookieNames, redactUrl } from '../contract/log-safe';

/**
 * One log line per server render: url, client ip, host, cookie, referer, user agent. Cookie names only and
 * URLs without tokens: a log line must not let its reader sign in as the visitor or open a preview.
 */
export function renderLogLine(req: GetServerSidePropsContext['req'], resolvedUrl: string): string {
  const h = req.headers;
  return JSON.stringify({ render: redactUrl(resolvedUrl), ip: clientIp(req), host: h.host ?? '', cookie: cookieNames(h.cookie), referer: redactUrl(h.referer ?? ''), ua: h['user-agent'] ?? '' });
}
