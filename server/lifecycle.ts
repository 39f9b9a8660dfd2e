import type http from 'node:http';
import type { Store } from '../portal/store';
import { config } from '../config';

/** Answers 200 while the instance takes traffic and 503 once it drains: for load balancers' and the CDN's probes. */
export const HEALTH_PATH = '/healthz';

/**
 * On SIGTERM or SIGINT: /healthz answers 503 at once, and for DRAIN_DELAY_MS (1 s) the instance still serves, so that
 * the load balancer's or CDN's health checks take it out before it stops accepting. Then: stop accepting connections,
 * let the requests in flight finish (kept-alive connections are closed as soon as they fall idle), close the store,
 * exit. Whatever is still open DRAIN_TIMEOUT_MS (8 s) after the signal is cut: under the 10 s most orchestrators wait
 * before SIGKILL.
 */
export function drainOnSignal(server: http.Server, store: Store | null, onDrain: () => void): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    onDrain();
    const started = Date.now();
    console.log('[site] %s: draining', signal);
    const cut = setTimeout(() => server.closeAllConnections(), config().DRAIN_TIMEOUT_MS);
    const close = () => {
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      server.close(async () => {
        clearInterval(idle);
        clearTimeout(cut);
        await store?.close().catch((error) => console.error('[site] closing the store failed', error));
        console.log('[site] drained in %d ms', Date.now() - started);
        process.exit(0);
      });
      server.closeIdleConnections();
    };
    setTimeout(close, config().DRAIN_DELAY_MS);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
