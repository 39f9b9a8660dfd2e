import http from 'node:http';
import next from 'next';
import { createPortalHandler, API_BASE } from '../portal/handler';
import { openPortal } from '../portal/boot';
import { startDeliveryWorker } from '../portal/leads/worker';
import { applyApiHeaders, applyHttpRules } from './http-rules';
import { createPageCache, pageCacheKey } from './cache';
import { NONCE_HEADER, NONCE_PLACEHOLDER, newNonce } from './csp';
import { isInternalRender, INTERNAL_RENDER_HEADER, renderThroughSelf, sendRendered } from './page-response';
import { serveSeoFile } from './seo-files';
import { handleConsentForm } from './consent-form';
import { serveApiInProcess } from './in-process-api';
import { createRenderQueue, renderConcurrency } from './render-queue';

/** One process serves the site and, unless PORTAL_API_URL points elsewhere, the portal API under /api/portal/v1. */
async function main() {
  const dev = process.argv.includes('--dev');
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';

  let portal: ReturnType<typeof createPortalHandler> | null = null;
  if (!process.env.PORTAL_API_URL) {
    const store = await openPortal();
    portal = createPortalHandler(store);
    // Lead delivery (CRM webhooks, e-mail) runs in every instance; the outbox claim keeps them from sending a lead twice at once.
    startDeliveryWorker(store);
    process.env.PORTAL_API_URL = `http://127.0.0.1:${port}${API_BASE}`;
    serveApiInProcess(process.env.PORTAL_API_URL, portal);
  }

  const app = next({ dev, dir: process.cwd(), hostname: host, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const pageCache = createPageCache(renderThroughSelf(host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host, port));
  const admit = createRenderQueue(renderConcurrency());
  const render = (req: http.IncomingMessage, res: http.ServerResponse) =>
    admit(req, res, () => handle(req, res)).catch((error) => {
      console.error('[site] render failed', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });

  const server = http.createServer((req, res) => {
    if (portal && req.url?.startsWith(API_BASE)) {
      applyApiHeaders(res);
      return void portal(req, res);
    }
    if (serveSeoFile(req, res)) return;
    // The nonce reaches pages/_document.tsx through a request header that only this server may set. The server's
    // own cache renders get the placeholder, replaced by a fresh nonce in each response (server/csp.ts).
    const internal = isInternalRender(req);
    delete req.headers[INTERNAL_RENDER_HEADER];
    const nonce = internal ? NONCE_PLACEHOLDER : newNonce();
    req.headers[NONCE_HEADER] = nonce;
    if (applyHttpRules(req, res, nonce, dev)) return;
    if (handleConsentForm(req, res)) return;
    const key = internal || dev ? null : pageCacheKey(req);
    if (!key) return void render(req, res);
    pageCache
      .get(key)
      .then(({ page, state }) => sendRendered(req, res, page, state, nonce))
      .catch((error) => {
        // The loopback render itself failed (not the page): render this request directly instead.
        console.error('[page-cache] %s', (error as Error).message);
        if (!res.headersSent) render(req, res);
        else res.end();
      });
  });
  // Keep idle connections open longer than clients and proxies do (Node's 5 s default makes a client that reuses
  // a socket at the moment the server closes it see ECONNRESET); headersTimeout must stay above keepAliveTimeout.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(port, host, () => console.log(`site ready on http://${host}:${port}/ (api: ${process.env.PORTAL_API_URL})`));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
