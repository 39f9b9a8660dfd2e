import http from 'node:http';
import next from 'next';
import { createPortalHandler, API_BASE } from '../portal/handler';
import { preparePortal } from '../portal/boot';
import type { Store } from '../portal/store';
import { applyApiHeaders, applyHttpRules, builderEditorPolicy } from './http-rules';
import { createDemoEditor, demoSignInMessage } from '../portal/staff/demo-editor';
import { startDeliveryWorker } from '../portal/leads/worker';
import { startScheduleRunner } from '../portal/editor/schedule-runner';
import { anonymousViewKey, createPageCache, pageCacheKey } from './cache';
import { isInternalRender, INTERNAL_RENDER_HEADER, renderThroughSelf, sendRendered } from './page-response';
import { serveSeoFile } from './seo-files';
import { handleConsentForm } from './consent-form';
import { serveApiInProcess } from './in-process-api';
import { createRenderQueue, renderConcurrency } from './render-queue';
import { markEdgeCacheable } from './edge-cache';
import { keepCachesCoherent } from './coherence';
import { drainOnSignal, HEALTH_PATH } from './lifecycle';
import { policyFromBody } from './csp';
import { gzipWhole, takeGzipFromNext } from './whole-gzip';
import { buildDir, nextPageOf } from './next-routes';
import { loadFirstAnswerCode } from './page-code';
import { config } from '../config';
import { portalApiUrl, serverApiOptions } from '../config/api';
import { builderEditingUrl } from './builder-editing';
import { BUILDER_EDITING_PAGE } from '../contract/builder-editing-page';
import { MEDIA_PREFIX } from '../contract/media';

/**
 * One process serves the site and, unless PORTAL_API_URL points elsewhere, the portal API under /api/portal/v1.
 * opening: the store being opened (server/index.ts starts it before this module loads), or null.
 */
export async function startSite(opening: Promise<Store> | null, dev: boolean, started: number) {
  const port = config().PORT ?? 3000;
  const host = config().HOST;

  // The store and Next start side by side: PGlite works in its own thread while Next loads its build.
  const app = next({ dev, dir: process.cwd(), hostname: host, port });
  const since = () => Date.now() - started;
  const phases: string[] = [];
  const phase = <T>(name: string, work: Promise<T>) => work.then((value) => (phases.push(`${name} ${since()} ms`), value));
  const [store] = await Promise.all([
    opening ? phase('store open', opening).then((s) => phase('store ready', preparePortal(s))) : Promise.resolve(null),
    phase('next ready', app.prepare()).then(() => {
      if (!dev) phase('page code loaded', Promise.resolve(loadFirstAnswerCode(buildDir())));
    }),
  ]);
  let portal: ReturnType<typeof createPortalHandler> | null = null;
  let delivery: ReturnType<typeof startDeliveryWorker> | null = null;
  let schedules: ReturnType<typeof startScheduleRunner> | null = null;
  if (store) {
    portal = createPortalHandler(store);
    // The address and time limit the page code's api-client is given (config/api.ts), read in the same place.
    const { baseUrl, timeoutMs } = serverApiOptions();
    serveApiInProcess(baseUrl, portal, timeoutMs);
    await keepCachesCoherent(store);
    // Lead delivery (CRM webhooks, e-mail) runs in every instance and worker; the outbox claim keeps them from sending a lead twice at once.
    delivery = startDeliveryWorker(store);
    // Scheduled publishes too: the claim (SKIP LOCKED) runs each once, whichever instance polls first.
    schedules = startScheduleRunner(store);
  }
  const demoSignIn = store ? await createDemoEditor(store) : null;
  const handle = app.getRequestHandler();

  const pageCache = createPageCache(renderThroughSelf(host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host, port));
  const admit = createRenderQueue(renderConcurrency());
  const render = (req: http.IncomingMessage, res: http.ServerResponse) =>
    admit(req, res, () => handle(req, res, builderEditingUrl(req))).catch((error) => {
      console.error('[site] render failed', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });

  let draining = false;
  const server = http.createServer((req, res) => {
    // A connection kept alive must not carry requests past the drain: each answer then closes it.
    if (draining) res.setHeader('connection', 'close');
    if (req.url === HEALTH_PATH) {
      res.writeHead(draining ? 503 : 200, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
      return void res.end(draining ? 'draining' : 'ok');
    }
    if (portal && req.url?.startsWith(API_BASE)) {
      applyApiHeaders(res);
      return void portal(req, res);
    }
    // Media library files and variants: the portal's GET /media/{file}, at the site's own address.
    if (portal && req.url?.startsWith(MEDIA_PREFIX) && req.method === 'GET') {
      applyApiHeaders(res);
      req.url = `${API_BASE}${req.url}`;
      return void portal(req, res);
    }
    if (serveSeoFile(req, res)) return;
    const internal = isInternalRender(req);
    delete req.headers[INTERNAL_RENDER_HEADER];
    if (applyHttpRules(req, res, dev)) return;
    if (handleConsentForm(req, res)) return;
    const viewKey = dev ? null : anonymousViewKey(req);
    if (!dev) markEdgeCacheable(req, res, viewKey);
    const key = internal || dev ? null : pageCacheKey(req, viewKey);
    if (!key) {
      const editor = builderEditorPolicy(req);
      // Builder's editing requests are rendered by their own page (server/builder-editing.ts), whose scripts differ.
      const gzip = !dev && takeGzipFromNext(req);
      policyFromBody(res, dev, editor, editor ? BUILDER_EDITING_PAGE : nextPageOf(req.url), gzip ? (body) => gzipWhole(res, body, req.method) : undefined);
      return void render(req, res);
    }
    pageCache
      .get(key)
      .then(({ page, state }) => sendRendered(req, res, page, state))
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
  server.listen(port, host, () => {
    // The start-up timeline, for operators: where a slow start went.
    console.log(`site ready on http://${host}:${port}/ in ${since()} ms (${phases.join(', ')}; api: ${portalApiUrl()}, pid ${process.pid})`);
    if (demoSignIn) console.log(demoSignInMessage(`http://${host}:${port}`, demoSignIn));
  });
  drainOnSignal(server, store, () => {
    draining = true;
    // No new delivery claims once draining; a claim cut off by the exit is retaken when its lease ends.
    void delivery?.stop();
    void schedules?.stop();
  });
}
