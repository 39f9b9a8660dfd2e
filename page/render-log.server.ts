import type { GetServerSidePropsContext } from 'next';
import { clientIp } from '../contract/client-address';
import { cookieNames, redactUrl } from '../contract/log-safe';

/**
 * Writes the render's log line to standard output. Not console.log: Next wraps the console's methods in its own
 * (about 0.2 ms of CPU a render, with Node's formatting of the argument), and the line is already the text to write.
 */
export function logRender(req: GetServerSidePropsContext['req'], resolvedUrl: string): void {
  process.stdout.write(`${renderLogLine(req, resolvedUrl)}\n`);
}

/**
 * One log line per server render: url, client ip, host, cookie, referer, user agent. Cookie names only and
 * URLs without tokens: a log line must not let its reader sign in as the visitor or open a preview.
 */
export function renderLogLine(req: GetServerSidePropsContext['req'], resolvedUrl: string): string {
  const h = req.headers;
  return JSON.stringify({ render: redactUrl(resolvedUrl), ip: clientIp(req), host: h.host ?? '', cookie: cookieNames(h.cookie), referer: redactUrl(h.referer ?? ''), ua: h['user-agent'] ?? '' });
}
