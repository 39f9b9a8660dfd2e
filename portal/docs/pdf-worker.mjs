// PDF layout (portal/docs/pdf.ts) in its own thread: laying out a long article costs CPU for seconds, which on the
// main thread would stall every other request. The parent terminates this thread when a render runs past its limit.
// tsx's require hook loads the TypeScript layout module: a worker starts outside the loaders of tsx, jest and Playwright.
//
// Messages in:  { id, input: { title, subtitle, html, lang } }
// Messages out: { id, pdf: Uint8Array } | { id, error: string }
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/cjs/api';

register();
const { renderDocumentPdf } = createRequire(import.meta.url)('./pdf.ts');

parentPort.on('message', async ({ id, input }) => {
  try {
    const pdf = await renderDocumentPdf(input);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length);
    parentPort.postMessage({ id, pdf: bytes });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
