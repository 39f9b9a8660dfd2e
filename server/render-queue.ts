import type { IncomingMessage, ServerResponse } from 'node:http';
import { config } from '../config';

/**
 * Admission control for server renders: at most `limit` run at once, the rest wait in arrival order.
 * Each render starts on a fresh event-loop turn (setImmediate): a render's awaits on the API and the store resolve as
 * microtasks, so without that turn renders chain into one long task, the loop never polls the sockets, and waiting
 * requests sit unread in the kernel and are picked up in no particular order (measured: p50 0.4 s, p99 6–7 s at 50
 * connections). Read promptly and served in order, a request waits for the queue ahead of it and no more.
 * A visitor who hung up while queued is not rendered, and a slot is freed when the response closes even if the
 * render's promise never settles (a connection dropped mid-stream must not hold a slot for good).
 */
export function createRenderQueue(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function admit(req: IncomingMessage, res: ServerResponse, render: () => Promise<void>): Promise<void> {
    if (active < limit) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      await new Promise((resolve) => setImmediate(resolve));
      if (req.destroyed || res.closed) return;
      const closed = new Promise<void>((resolve) => res.once('close', resolve));
      await Promise.race([render(), closed]);
    } finally {
      const wake = waiting.shift();
      if (wake) wake();
      else active--;
    }
  };
}

/** RENDER_CONCURRENCY, default 4: enough to overlap one render's waits on the store with another's rendering. */
export function renderConcurrency(): number {
  return config().RENDER_CONCURRENCY;
}
