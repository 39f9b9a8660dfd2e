/**
 * Cold start on the embedded store (PGlite), the default for one box: the time from starting the production build on
 * an existing store to its first page answer, after a clean stop and after a SIGKILL (PGlite then recovers its WAL).
 * Run by `npm run test:cluster` after the several-instances tests; port: the first of CLUSTER_PORTS.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, describe, test } from 'node:test';
import { PORT_A, startInstance, tempDir, waitFor, type Instance } from './support';

const COLD_START_LIMIT_MS = Number(process.env.COLD_START_LIMIT_MS ?? 2_000);
const PAGE = '/ja/';

describe('cold start on the embedded store', () => {
  const dir = tempDir('cold-start-pglite');
  const env = { PGLITE_DIR: dir };
  let instance: Instance | null = null;

  after(async () => {
    await instance?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Starts the server on the store in `dir` and returns how long it took to answer a page. */
  async function firstAnswer(): Promise<number> {
    const startedAt = Date.now();
    instance = startInstance(PORT_A, env);
    await waitFor(`${instance.origin}${PAGE}`, 120_000, instance);
    return Date.now() - startedAt;
  }

  test('a first start seeds the store and serves', { timeout: 180_000 }, async () => {
    const ms = await firstAnswer();
    console.log(`first start on an empty embedded store (migrate + seed): a page after ${ms} ms`);
    assert.equal((await fetch(`${instance!.origin}${PAGE}`)).status, 200);
  });

  test(`a restart after a clean stop answers a page within ${COLD_START_LIMIT_MS} ms`, { timeout: 120_000 }, async () => {
    assert.equal(await instance!.stop(), 0);
    const ms = await firstAnswer();
    console.log(`embedded store, restart after SIGTERM: a page after ${ms} ms`);
    assert.ok(ms < COLD_START_LIMIT_MS, `first answer after ${ms} ms`);
  });

  test(`a restart after SIGKILL answers a page within ${COLD_START_LIMIT_MS} ms`, { timeout: 120_000 }, async () => {
    await instance!.kill();
    const ms = await firstAnswer();
    console.log(`embedded store, restart after SIGKILL: a page after ${ms} ms`);
    assert.ok(ms < COLD_START_LIMIT_MS, `first answer after ${ms} ms`);
    const body = await (await fetch(`${instance!.origin}${PAGE}`)).text();
    assert.match(body, /<html lang="ja/);
  });
});
