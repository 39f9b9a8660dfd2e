import type http from 'node:http';
import type { Store } from '../portal/store';

/** Answers 200 while the instance takes traffic and 503 once it drains: for load balancers' and the CDN's probes. */
export const HEALTH_PATH = '/healthz';

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (kept-alive connections are
 * closed as soon as they fall idle), close the store, exit. Whatever is still open after DRAIN_TIMEOUT_MS (8 s, under
 * the 10 s most orchestrators wait before SIGKILL) is cut.
 */
export function drainOnSignal(server: http.Server, store: Store | null, onDrain: () => void): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    onDrain();
    const started = Date.now();
    console.log('[site] %s: draining', signal);
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), Number(process.env.DRAIN_TIMEOUT_MS ?? 8_000));
    server.close(async () => {
      clearInterval(idle);
      clearTimeout(cut);
      await store?.close().catch((error) => console.error('[site] closing the store failed', error));
      console.log('[site] drained in %d ms', Date.now() - started);
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
