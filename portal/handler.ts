import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, CODE, type Ctx, type Envelope, parseLang, Router } from './http';
import { assertSameOrigin, assertValidText, readJsonBody } from './request-guard';
import { checkPreviewToken, type PreviewGrant } from './preview';
import { clientIp } from '../contract/client-address';
import type { Store } from './store';
import { registerRoutes } from './routes';

import { API_BASE } from '../contract/api-types';

export { API_BASE };

/** Preview is on only with both headers (ispreview and pretoken); a present but invalid token is refused, never ignored. */
async function previewMode(req: IncomingMessage, store: Store): Promise<PreviewGrant | null> {
  const flag = req.headers.ispreview;
  const token = req.headers.pretoken;
  if (flag !== 'true' && flag !== '1') return null;
  if (typeof token !== 'string' || !token) return null;
  const grant = await checkPreviewToken(store, token);
  if (!grant) throw new ApiError(401, CODE.UNAUTHORIZED, 'preview token invalid or expired');
  return grant;
}

function send(res: ServerResponse, status: number, envelope: Envelope) {
  const body = JSON.stringify(envelope);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(body);
}

/** A Node request handler serving the portal API under /api/portal/v1 from the given store. */
export function createPortalHandler(store: Store) {
  const router = registerRoutes(new Router());
  return async function portal(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://portal.local');
    const path = url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) || '/' : url.pathname;
    const method = (req.method ?? 'GET').toUpperCase();
    try {
      const found = router.match(method, path);
      if ('allowed' in found) {
        if (found.allowed.length) throw new ApiError(405, CODE.METHOD_NOT_ALLOWED, `method ${method} not allowed; use ${found.allowed.join(', ')}`);
        throw new ApiError(404, CODE.NOT_FOUND, `no API call at ${path.slice(0, 200)}`);
      }
      const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
      if (method !== 'GET' && method !== 'HEAD') assertSameOrigin(req);
      for (const [name, value] of url.searchParams) {
        assertValidText(name, 'query');
        assertValidText(value, name);
      }
      for (const [name, value] of Object.entries(found.params)) assertValidText(value, name);
      const body = hasBody && !found.raw ? await readJsonBody(req) : {};
      const grant = await previewMode(req, store);
      const ctx: Ctx = {
        method,
        path,
        params: found.params,
        query: url.searchParams,
        body,
        lang: parseLang(url.searchParams.get('lang')),
        preview: grant !== null,
        ...(grant?.live ? { live: { entryId: grant.live, sessionHash: grant.sessionHash, kind: grant.liveKind } } : {}),
        ip: clientIp(req),
        req,
        res,
        store,
      };
      const data = await found.handler(ctx);
      if (res.writableEnded) return;
      send(res, 200, { code: CODE.OK, message: 'success', data: data ?? null });
    } catch (error) {
      if (error instanceof ApiError) {
        // The rest of an oversized body was never read: close the connection so a kept-alive client does not reuse it.
        if (error.status === 413) res.setHeader('connection', 'close');
        send(res, error.status, { code: error.code, message: error.message, data: error.field ? { field: error.field } : (error.details ?? null) });
        return;
      }
      console.error('[portal] %s %s failed:', method, path, error);
      // A handler that failed after starting its own answer (PDF bytes, a redirect) cannot get the envelope: end it.
      if (res.headersSent) res.end();
      else send(res, 500, { code: CODE.SERVER_ERROR, message: 'internal error', data: null });
    }
  };
}
