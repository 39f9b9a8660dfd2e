import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { isAssetOrApi } from './http-rules';

/** Below this an answer goes out as it is, as with Next's own compression. */
const MIN_BYTES = 1024;
/**
 * Every render pays for its compression. The 46 KB home page: level 1 in 0.33 ms to 14,766 bytes, level 4 in 0.50 ms
 * to 13,641, level 6 (zlib's default, Next's) in 0.61 ms to 13,325 (Node's zlib, 400 rounds each, caches cold); in
 * the server, where its tables are cold, level 4 took about 0.85 ms a page. The page cache, which compresses a page
 * once for every visitor, keeps level 6 (server/page-response.ts).
 */
const LEVEL = 1;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i;

/**
 * Whether a page request's answer is gzipped here, in one call, rather than by Next. Next compresses through a zlib
 * stream fed by its response writes, which cost about 1.5 ms of CPU a page against about 0.6 ms for one gzip of the
 * whole body (a rendered page is one string, so holding it delays nothing). When the client takes gzip, its
 * Accept-Encoding is removed so that Next sends the body as it is; server/csp.ts's policyFromBody then hands the
 * whole body to gzipWhole. Files and Next's data requests keep Next's compression.
 */
export function takeGzipFromNext(req: IncomingMessage): boolean {
  if (isAssetOrApi((req.url ?? '/').split('?')[0])) return false;
  if (!takesGzip(String(req.headers['accept-encoding'] ?? ''))) return false;
  delete req.headers['accept-encoding'];
  return true;
}

/**
 * The whole body of an answer whose client takes gzip (takeGzipFromNext): gzipped, with its headers, when it is
 * text of at least MIN_BYTES that nothing encoded yet; else as it is. Synchronous: Next may look at whether the
 * answer was sent as soon as its end() returns.
 */
export function gzipWhole(res: ServerResponse, body: Buffer, method: string | undefined): Buffer {
  const type = String(res.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type)) return body;
  res.setHeader('vary', varyWithEncoding(res.getHeader('vary')));
  const eligible =
    method !== 'HEAD' &&
    body.length >= MIN_BYTES &&
    res.statusCode !== 204 &&
    res.statusCode !== 206 &&
    res.statusCode !== 304 &&
    !res.getHeader('content-encoding') &&
    !/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''));
  if (!eligible) return body;
  const gzipped = zlib.gzipSync(body, { level: LEVEL });
  res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-length', gzipped.length);
  return gzipped;
}

/** Whether an Accept-Encoding names gzip (or x-gzip) with a quality above 0; `*` and the rest are left to Next. */
function takesGzip(header: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== 'x-gzip') return false;
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

function varyWithEncoding(vary: ReturnType<ServerResponse['getHeader']>): string {
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).split(',').map((name) => name.trim()).filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === 'accept-encoding')) return names.join(', ');
  return [...names, 'Accept-Encoding'].join(', ');
}
