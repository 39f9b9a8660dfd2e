import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ApiError, CODE } from '../http';
import { config } from '../../config';

/**
 * checkSvg (svg.ts) in a worker thread started on the first SVG upload and kept (unreferenced) for the next ones:
 * jsdom takes seconds to load. Each check has the image time limit; a worker that runs over it is replaced.
 */

type Reply = { id: number; bytes?: Uint8Array; error?: { status?: number; code?: string; message: string } };

let worker: Worker | null = null;
const pending = new Map<number, (reply: Reply) => void>();
let nextId = 1;

function start(): Worker {
  // No inherited --import tsx: the worker loads tsx itself (as server/sanitizer.ts explains).
  const started = new Worker(path.join(__dirname, 'svg-worker.mjs'), { execArgv: [] });
  started.on('message', (reply: Reply) => {
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
  });
  const stopped = (message: string) => {
    if (worker !== started) return;
    worker = null;
    for (const [id, settle] of pending) settle({ id, error: { message } });
    pending.clear();
  };
  started.on('error', (error) => stopped(error.message));
  started.on('exit', (code) => stopped(`the SVG checker stopped (exit code ${code})`));
  return started;
}

export function checkSvgOffThread(bytes: Buffer): Promise<Buffer> {
  const current = (worker ??= start());
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      if (worker === current) worker = null;
      void current.terminate();
      reject(new ApiError(503, CODE.UNAVAILABLE, 'checking the SVG took too long; try again'));
    }, config().MEDIA_IMAGE_TIMEOUT_S * 1000);
    pending.set(id, (reply) => {
      clearTimeout(timer);
      if (reply.bytes) return resolve(Buffer.from(reply.bytes));
      const e = reply.error!;
      reject(e.status && e.code ? new ApiError(e.status, e.code, e.message) : new Error(e.message));
    });
    current.ref();
    current.postMessage({ id, bytes });
  });
}
