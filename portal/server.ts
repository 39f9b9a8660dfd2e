import http from 'node:http';
import { createPortalHandler, API_BASE } from './handler';
import { openPortal } from './boot';
import { startDeliveryWorker } from './leads/worker';
import { startScheduleRunner } from './editor/schedule-runner';
import { configOrExit } from '../config';

/** Starts the portal API alone (a separate deployment; tests). Resolves with the server and its base URL. */
export async function startPortalServer(options: { port?: number; databaseUrl?: string; dataDir?: string } = {}) {
  const store = await openPortal({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const server = http.createServer(createPortalHandler(store));
  const delivery = startDeliveryWorker(store);
  const schedules = startScheduleRunner(store);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server,
    store,
    baseUrl: `http://127.0.0.1:${port}${API_BASE}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await delivery.stop();
      await schedules.stop();
      await store.close();
    },
  };
}

if (require.main === module) {
  startPortalServer({ port: configOrExit().PORT ?? 4000 }).then(({ baseUrl }) => console.log(`portal API on ${baseUrl}`));
}
