import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { config } from '../config';

/**
 * Worker processes to run: WEB_CONCURRENCY, else one per core, on PostgreSQL only. The embedded PGlite store belongs
 * to one process (README "Running several instances"), so without DATABASE_URL the server stays one process.
 */
export function workerCount(): number {
  const { DATABASE_URL, PORTAL_API_URL, WEB_CONCURRENCY } = config();
  if (!DATABASE_URL || PORTAL_API_URL) return 1;
  return WEB_CONCURRENCY ?? os.availableParallelism();
}

/**
 * In the primary of a clustered server: forks the workers (which share the listening port), replaces one that dies,
 * and on SIGTERM/SIGINT passes the signal on and exits when all have drained. Returns false when this process is to
 * serve itself (a worker, or one process is all there is).
 */
export function runPrimaryIfClustered(): boolean {
  const count = workerCount();
  if (!cluster.isPrimary || count <= 1) return false;
  // One secret for the workers' own cache-fill renders, which any worker may receive (server/page-response.ts).
  const renderSecret = config().EDGENOVA_RENDER_SECRET ?? randomBytes(16).toString('hex');
  let stopping = false;
  const fork = () => cluster.fork({ EDGENOVA_RENDER_SECRET: renderSecret });
  for (let i = 0; i < count; i++) fork();
  console.log('[cluster] %d workers (pid %d)', count, process.pid);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error('[cluster] worker %d stopped (%s); starting another', worker.process.pid, signal ?? code);
    setTimeout(fork, 500);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  return true;
}
