import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parseKey, renderUserAgent } from './cache';
import type { CacheState, RenderedPage } from './page-cache';
import { nextScriptHashes, pagePolicy } from './csp';
import { config } from '../config';

const gzip = promisify(zlib.gzip);

/**
 * Header marking the server's own render requests (cache fills and refreshes), which skip the page cache. Its value
 * is a secret shared by the worker processes of one server (a fill may reach any of them), so a visitor cannot
 * make every request a render.
 */
export const INTERNAL_RENDER_HEADER = 'x-edgenova-render';
const INTERNAL_RENDER_SECRET = config().EDGENOVA_RENDER_SECRET ?? randomBytes(16).toString('hex');

export function isInternalRender(req: IncomingMessage): boolean {
  return req.headers[INTERNAL_RENDER_HEADER] === INTERNAL_RENDER_SECRET;
}

const RENDER_TIMEOUT_MS = 60_000;

/**
 * Renders a cache key by asking this same server (where it listens), as an anonymous visitor of the key's device
 * class.
 * Going through HTTP keeps Next's request handling exactly as for a visitor and needs no fake request objects.
 */
export function renderThroughSelf(listenHost: string, port: number): (key: string) => Promise<RenderedPage> {
  return (key) =>
    new Promise((resolve, reject) => {
      const { device, host, path } = parseKey(key);
      const request = http.get(
        {
          host: listenHost,
          port,
          path,
          headers: { ...(host ? { host } : {}), 'user-agent': renderUserAgent(device), accept: 'text/html', [INTERNAL_RENDER_HEADER]: INTERNAL_RENDER_SECRET },
          timeout: RENDER_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 500,
              contentType: String(response.headers['content-type'] ?? 'text/html; charset=utf-8'),
              location: response.headers.location,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      request.on('timeout', () => request.destroy(new Error(`render of ${path} timed out`)));
      request.on('error', reject);
    });
}

/** A cached page's bytes, plain and gzipped, made once per page: every visitor gets the same HTML. */
const encoded = new WeakMap<RenderedPage, { plain: Buffer; gzipped?: Promise<Buffer>; policy?: string }>();

/** Writes a cached render; gzip when the client takes it. */
export async function sendRendered(req: IncomingMessage, res: ServerResponse, page: RenderedPage, state: CacheState) {
  let bytes = encoded.get(page);
  if (!bytes) encoded.set(page, (bytes = { plain: Buffer.from(page.body) }));
  if (/^text\/html/.test(page.contentType)) res.setHeader('content-security-policy', (bytes.policy ??= pagePolicy(false, nextScriptHashes(page.body))));
  let body = bytes.plain;
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 1024) {
    body = await (bytes.gzipped ??= gzip(bytes.plain, { level: 6 }));
    res.setHeader('content-encoding', 'gzip');
  }
  res.setHeader('vary', 'User-Agent, Accept-Encoding');
  res.statusCode = page.status;
  res.setHeader('content-type', page.contentType);
  // Pages got theirs from the HTTP rules; navigation data (JSON) is private like the page it belongs to.
  if (!res.hasHeader('cache-control')) res.setHeader('cache-control', 'private, no-cache');
  if (page.location) res.setHeader('location', page.location);
  res.setHeader('x-page-cache', state);
  res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
