import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SANITIZER_KEY } from '../contract/sanitize-async';
import { memoiseSanitiser } from './sanitize-memo';

type Reply = { ready: true } | { id: number; html: string } | { id: number; error: string };

/** The in-process sanitiser, for when the worker is gone: loaded only then. */
const inProcess = async (html: string) => (await import('../contract/sanitize')).sanitizeHtml(html);

/**
 * Makes the page loaders sanitise in a worker thread (contract/sanitize-async.ts), started once `after`
 * settles: jsdom, which DOMPurify needs on the server, then loads on another core, never on this thread, and
 * sanitising a page's CMS HTML never holds up the requests in flight.
 * Calls made before the worker is up wait for it. If the worker fails, sanitising goes on in this thread, never skipped.
 */
export function sanitizeOffThread(after: Promise<unknown> = Promise.resolve()): Promise<Worker> {
  const pending = new Map<number, { html: string; resolve: (html: string) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failed = false;
  const fail = (problem: string) => {
    if (failed) return;
    failed = true;
    console.error('[sanitizer] worker stopped (%s); sanitising in the main thread', problem);
    delete (globalThis as Record<symbol, unknown>)[SANITIZER_KEY];
    for (const call of pending.values()) inProcess(call.html).then(call.resolve, call.reject);
    pending.clear();
  };
  const started = after.catch(() => undefined).then(() => {
    // No inherited --import tsx: the worker loads tsx itself (a second copy of its hooks stops the first's esbuild).
    const worker = new Worker(path.join(__dirname, 'sanitize-worker.mjs'), { execArgv: [] });
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return;
      const call = pending.get(reply.id);
      if (!call) return;
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if ('error' in reply) call.reject(new Error(`sanitising failed: ${reply.error}`));
      else call.resolve(reply.html);
    });
    worker.on('error', (error) => fail(error.message));
    worker.on('exit', (code) => fail(`exit code ${code}`));
    // Only a call waiting for its answer keeps the process alive.
    worker.unref();
    return worker;
  });
  // Memoised by a hash of the HTML (server/sanitize-memo.ts): the same text is sanitised once, not on every render.
  (globalThis as Record<symbol, unknown>)[SANITIZER_KEY] = memoiseSanitiser(async (html: string): Promise<string> => {
    if (!html) return '';
    const worker = await started;
    if (failed) return inProcess(html);
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { html, resolve, reject });
      worker.ref();
      worker.postMessage({ id, html });
    });
  });
  return started;
}
