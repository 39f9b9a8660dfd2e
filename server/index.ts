import http from 'node:http';
import next from 'next';
import { createPortalHandler, API_BASE } from '../portal/handler';
import { openPortal } from '../portal/boot';
import { applyHttpRules } from './http-rules';

/** One process serves the site and, unless PORTAL_API_URL points elsewhere, the portal API under /api/portal/v1. */
async function main() {
  const dev = process.argv.includes('--dev');
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';

  let portal: ReturnType<typeof createPortalHandler> | null = null;
  if (!process.env.PORTAL_API_URL) {
    const store = await openPortal();
    portal = createPortalHandler(store);
    process.env.PORTAL_API_URL = `http://127.0.0.1:${port}${API_BASE}`;
  }

  const app = next({ dev, dir: process.cwd(), hostname: host, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = http.createServer((req, res) => {
    if (portal && req.url?.startsWith(API_BASE)) return void portal(req, res);
    if (applyHttpRules(req, res)) return;
    handle(req, res).catch((error) => {
      console.error('[site] render failed', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  server.listen(port, host, () => console.log(`site ready on http://${host}:${port}/ (api: ${process.env.PORTAL_API_URL})`));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
