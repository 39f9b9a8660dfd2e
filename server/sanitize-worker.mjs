// The site's sanitiser in a worker thread (server/sanitizer.ts): contract/sanitize.ts itself, loaded through
// tsx as the server's own code is, so the rules are the same code and not a copy.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { sanitizeHtml } = await tsImport('../contract/sanitize.ts', import.meta.url);
parentPort.on('message', ({ id, html }) => {
  try {
    parentPort.postMessage({ id, html: sanitizeHtml(html) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
parentPort.postMessage({ ready: true });
