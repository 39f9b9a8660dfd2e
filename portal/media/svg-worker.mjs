// Checks SVG uploads (portal/media/svg.ts) in a worker thread: DOMPurify needs jsdom on the server, which is slow to
// load and must not run on the thread that answers requests. Loaded through tsx, as the server's own code is.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { checkSvg } = await tsImport('./svg.ts', import.meta.url);
parentPort.on('message', ({ id, bytes }) => {
  try {
    parentPort.postMessage({ id, bytes: checkSvg(Buffer.from(bytes)) });
  } catch (error) {
    parentPort.postMessage({ id, error: { status: error.status, code: error.code, message: String(error.message) } });
  }
});
