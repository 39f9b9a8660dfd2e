// PDF layout (portal/docs/pdf.ts) in its own thread: laying out a long article costs CPU for seconds, which on the
// main thread would stall every other request. The parent terminates this thread when a render runs past its limit.
// tsx's require hook loads the TypeScript layout module: a worker starts outside the loaders of tsx, jest and Playwright.
//
// Messages in:  { id, input: { title, subtitle, html, lang } }
// Messages out: { ready: true } once loaded, then { id, output: Uint8Array } | { id, error: { message } }
// (portal/timed-worker.ts)
import { createRequire } from 'node:module';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/cjs/api';

// On Linux, pid 0 is this thread alone: layout, a little nicer than the thread answering requests, yields the CPU to
// it when both want a core (not so nice that a busy host starves layout past its time limit).
try {
  os.setPriority(0, Math.min(19, os.getPriority(0) + 5));
} catch {
  // not permitted or not supported: layout still runs off the main thread
}
register();
const { renderDocumentPdf } = createRequire(import.meta.url)('./pdf.ts');
parentPort.postMessage({ ready: true });

parentPort.on('message', async ({ id, input }) => {
  try {
    const pdf = await renderDocumentPdf(input);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length);
    parentPort.postMessage({ id, output: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error?.message ?? error) } });
  }
});
