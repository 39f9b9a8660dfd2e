import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SANITIZER_KEY } from '../contract/sanitize-async';

type Reply = { ready: true } | { id: number; html: string } | { id: number; error: string };

/** The in-process sanitiser, for when the worker is gone: loaded only then. */
const inProcess = async (html: string) => (await import('../contract/sanitize')).sanitizeHtml(html);

/**
 * Starts the sanitiser's worker thread and makes the page loaders use it (contract/sanitize-async.ts). Called
 * first thing at start: jsdom then loads on another core while Next loads here, and sanitising a page's CMS HTML
 * never holds up the requests in flight. If the worker fails, sanitising goes on in this thread, never skipped.
 */
export function sanitizeOffThread(): Worker {
  // No inherited --import tsx: the worker loads tsx itself (a second copy of its hooks stops the first's esbuild).
  const worker = new Worker(path.join(__dirname, 'sanitize-worker.mjs'), { execArgv: [] });
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
  (globalThis as Record<symbol, unknown>)[SANITIZER_KEY] = (html: string): Promise<string> => {
    if (failed) return inProcess(html);
    if (!html) return Promise.resolve('');
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { html, resolve, reject });
      worker.ref();
      worker.postMessage({ id, html });
    });
  };
  return worker;
}
