import crypto from 'node:crypto';
import { openStore, type Store } from '../../portal/store';
import { startDeliveryWorker } from '../../portal/leads/worker';
import { startTestPortal, type TestPortal } from './portal-server';
import { startReceiver, waitFor } from '../support/receiver';

Object.assign(process.env, { WEBHOOK_ALLOW_LOOPBACK: '1', LEAD_DELIVERY_POLL_MS: '20', LEAD_DELIVERY_CONCURRENCY: '4' });
jest.setTimeout(60_000);

// Several instances on one database need PostgreSQL (tests/run-all.sh runs the API tests on it with TEST_DATABASE_URL);
// the embedded store is one process's alone.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let api: TestPortal;
const others: Array<{ store: Store; worker: ReturnType<typeof startDeliveryWorker> }> = [];

beforeAll(async () => {
  if (!onPostgres) return;
  api = await startTestPortal();
  for (let i = 0; i < 2; i++) {
    const store = await openStore({ databaseUrl: api.databaseUrl });
    others.push({ store, worker: startDeliveryWorker(store) });
  }
}, 120_000);
afterAll(async () => {
  for (const other of others) {
    await other.worker.stop();
    await other.store.close();
  }
  await api?.close();
});

(onPostgres ? test : test.skip)('three instances on one PostgreSQL deliver each of 60 leads exactly once', async () => {
  const receiver = await startReceiver(3163, () => 'ok');
  try {
    await api.store.query(`INSERT INTO lead_destinations (form, webhook_url, signing_secret) VALUES ('contact', $1, 'secret')`, [receiver.url]);
    const keys = Array.from({ length: 60 }, () => `multi-${crypto.randomUUID()}`);
    await api.store.tx(async (q) => {
      for (const key of keys) {
        const [row] = await q.query<{ id: number }>(`INSERT INTO submissions (kind, idempotency_key, payload) VALUES ('form:contact', $1, '{"detail":{"email":"m@example.com"}}') RETURNING id`, [key]);
        await q.query(`INSERT INTO lead_outbox (submission_id, channel, target) VALUES ($1, 'webhook', $2)`, [row.id, receiver.url]);
      }
    });
    await waitFor('all delivered', async () => (await api.store.query(`SELECT 1 FROM lead_outbox WHERE state <> 'delivered'`)).length === 0 || null, 40_000);
    expect(receiver.received.map((r) => r.key).sort()).toEqual([...keys].sort());
    const [{ max }] = await api.store.query<{ max: number }>('SELECT max(attempts)::int AS max FROM lead_outbox');
    expect(max).toBe(1);
  } finally {
    await receiver.close();
  }
});
