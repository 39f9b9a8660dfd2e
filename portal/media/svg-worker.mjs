// Checks SVG uploads (portal/media/svg.ts) in a worker thread: DOMPurify needs jsdom on the server, which is slow to
// load and must not run on the thread that answers requests. Loaded through tsx, as the server's own code is.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

// Messages: { ready: true } once loaded, then { id, output } or { id, error } for each { id, input } (portal/timed-worker.ts).
const { checkSvg } = await tsImport('./svg.ts', import.meta.url);
parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, input }) => {
  try {
    parentPort.postMessage({ id, output: checkSvg(Buffer.from(input)) });
  } catch (error) {
    parentPort.postMessage({ id, error: { status: error.status, code: error.code, message: String(error.message) } });
  }
});
