/**
 * `npm run test:cluster`: two instances of the production build (`npm run build` first) on one PostgreSQL
 * (tests/postgres.sh), Varnish with deploy/varnish/default.vcl in front, all on loopback. Ports: CLUSTER_PORTS
 * (instance A, instance B, Varnish, Varnish admin; default 3171,3172,3176,3177) and PG_TEST_PORT (default 54337).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import autocannon from 'autocannon';
import { PORT_A, PORT_B, sleep, startInstance, startPostgres, startVarnish, waitFor, waitHealthy, type Instance, type Postgres, type Varnish } from './support';

const STAFF = { email: 'cluster-admin@edgenova.example', password: 'cluster-Passw0rd!' };
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 60);
const COLD_START_LIMIT_MS = Number(process.env.COLD_START_LIMIT_MS ?? 2_000);
const PROBE = '/cluster-probe/';

const probePage = (text: string) => ({
  path: PROBE,
  seo: { title: 'Cluster probe', description: 'A page for the several-instances test' },
  moduleViewList: [{ id: 'probe-1', name: 'Probe', type: 'richText', details: { visible: true, html: `<p>${text}</p>` } }],
});

describe('several instances on one PostgreSQL behind Varnish', () => {
  let pg: Postgres;
  let varnish: Varnish;
  let env: Record<string, string>;
  const instances: Record<'a' | 'b', Instance | null> = { a: null, b: null };
  const start = (name: 'a' | 'b') => (instances[name] = startInstance(name === 'a' ? PORT_A : PORT_B, env));

  before(async () => {
    pg = await startPostgres();
    const databaseUrl = await pg.database('cluster_test');
    varnish = await startVarnish([PORT_A, PORT_B]);
    env = {
      DATABASE_URL: databaseUrl,
      CDN_PURGE_URL: `${varnish.origin}/`,
      STAFF_BOOTSTRAP_EMAIL: STAFF.email,
      STAFF_BOOTSTRAP_PASSWORD: STAFF.password,
      TRUST_PROXY: '1',
      // Long enough for Varnish's probes (3 misses at 300 ms) to take a draining instance out before it stops accepting.
      DRAIN_DELAY_MS: '2000',
    };
  });

  after(async () => {
    await Promise.all([instances.a?.stop(), instances.b?.stop()]);
    varnish?.stop();
    pg?.stop();
  });

  test('two instances started at once on an empty database both serve', { timeout: 180_000 }, async () => {
    start('a');
    start('b');
    await Promise.all([waitFor(`${instances.a!.origin}/healthz`, 150_000, instances.a!), waitFor(`${instances.b!.origin}/healthz`, 150_000, instances.b!)]);
    for (const instance of [instances.a!, instances.b!]) {
      const response = await fetch(`${instance.origin}/ja/`);
      assert.equal(response.status, 200);
      assert.match(await response.text(), /<html lang="ja/);
    }
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      // One admin, one copy of the seed, one set of secrets: whoever took the start-up lock first did the work.
      assert.equal((await client.query('SELECT count(*)::int AS n FROM staff_users')).rows[0].n, 1);
      assert.equal((await client.query('SELECT count(*)::int AS n FROM seed_state')).rows[0].n, 1);
      assert.equal((await client.query('SELECT count(*)::int AS n FROM app_secrets')).rows[0].n, 4);
      await client.query(`INSERT INTO entries (kind, type, code, lang, title, summary, data) VALUES ('page', 'page', 'cluster-probe', 'EN_US', 'Cluster probe', '', $1)`, [JSON.stringify(probePage('Version one'))]);
    } finally {
      await client.end();
    }
    await waitHealthy(varnish, 2);
  });

  test('a publish through A is served by Varnish and by B within 1 s', { timeout: 60_000 }, async () => {
    const a = instances.a!;
    const b = instances.b!;
    // Warm both caches: Varnish keeps the page, B its own page cache.
    for (const origin of [varnish.origin, b.origin]) await fetch(`${origin}${PROBE}`).then((r) => r.text());
    const viaVarnish = await fetch(`${varnish.origin}${PROBE}`);
    assert.equal(viaVarnish.headers.get('x-cache'), 'HIT');
    assert.match(await viaVarnish.text(), /Version one/);
    const viaB = await fetch(`${b.origin}${PROBE}`);
    assert.equal(viaB.headers.get('x-page-cache'), 'HIT');
    assert.match(await viaB.text(), /Version one/);

    // A staff session made on A is valid on B: the session secret is shared through the store.
    const api = `${a.origin}/api/portal/v1/editor`;
    const login = await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) });
    assert.equal(login.status, 200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    assert.equal((await fetch(`${b.origin}/api/portal/v1/editor/me`, { headers: { cookie } })).status, 200);
    const pages = (await (await fetch(`${api}/pages?q=cluster-probe`, { headers: { cookie } })).json()).data as Array<{ id: number; version: number; path: string }>;
    const entry = pages.find((p) => p.path === PROBE)!;
    const post = (path: string, body: unknown) => fetch(`${api}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const draft = await post(`/entries/${entry.id}/draft`, { version: entry.version, data: probePage('Version two') });
    assert.equal(draft.status, 200);
    const publish = await post(`/entries/${entry.id}/publish`, { version: (await draft.json()).data.version });
    assert.equal(publish.status, 200);
    const published = Date.now();

    const seen = async (origin: string) => {
      while (Date.now() - published < 5_000) {
        if (/Version two/.test(await fetch(`${origin}${PROBE}`).then((r) => r.text()))) return Date.now() - published;
        await sleep(20);
      }
      return Infinity;
    };
    const [varnishMs, bMs] = await Promise.all([seen(varnish.origin), seen(b.origin)]);
    console.log(`new content served by Varnish after ${varnishMs} ms, by B after ${bMs} ms`);
    assert.ok(varnishMs <= 1_000, `Varnish served the old page for ${varnishMs} ms`);
    assert.ok(bMs <= 1_000, `B served the old page for ${bMs} ms`);
    // And Varnish keeps the new page again.
    await fetch(`${varnish.origin}${PROBE}`).then((r) => r.text());
    const again = await fetch(`${varnish.origin}${PROBE}`);
    assert.equal(again.headers.get('x-cache'), 'HIT');
    assert.match(await again.text(), /Version two/);
  });

  test(`a rolling restart of both instances behind Varnish during ${LOAD_SECONDS} s at 100 connections fails no request`, { timeout: LOAD_SECONDS * 1000 + 400_000 }, async () => {
    // Mostly pages Varnish keeps, and an API call it always passes to an instance.
    const paths = ['/ja/', PROBE, '/ko/', '/cn/', '/ja/blog/', '/blog/', '/ko/blog/', '/cn/blog/', '/api/portal/v1/website'];
    // The load runs at least LOAD_SECONDS and until A and then B have each been restarted once.
    let done!: (result: autocannon.Result) => void;
    const ended = new Promise<autocannon.Result>((resolve) => (done = resolve));
    const load = autocannon(
      { url: varnish.origin, connections: 100, duration: LOAD_SECONDS + 600, timeout: 20, requests: paths.map((path) => ({ method: 'GET', path })) },
      (error, result) => (error ? console.error(error) : done(result)),
    );
    const restarts: string[] = [];
    const startedAt = Date.now();
    try {
      await sleep(3_000);
      for (const name of ['a', 'b'] as const) {
        const old = instances[name]!;
        const stopAt = Date.now();
        const code = await old.stop();
        const drained = Date.now() - stopAt;
        assert.equal(code, 0, `instance ${name} did not exit cleanly:\n${old.log()}`);
        assert.ok(drained < 10_000, `instance ${name} took ${drained} ms to drain`);
        const fresh = start(name);
        const up = await waitFor(`${fresh.origin}/healthz`, 120_000, fresh);
        await waitHealthy(varnish, 2, 30_000);
        restarts.push(`${name}: drained in ${drained} ms, up again in ${up} ms`);
      }
      await sleep(Math.max(0, LOAD_SECONDS * 1000 - (Date.now() - startedAt)));
    } finally {
      load.stop();
    }
    const result = await ended;
    console.log(restarts.join('\n'));
    console.log(`${result.requests.total} requests, ${result.requests.average} req/s, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, statuses ${JSON.stringify(result.statusCodeStats)}`);
    assert.ok(result.requests.total > 0);
    if (result.non2xx > 0) console.log(`Varnish's log of the failed requests and of its health probes:\n${varnish.failures()}`);
    assert.equal(result.errors, 0);
    assert.equal(result.timeouts, 0);
    assert.equal(result.non2xx, 0);
  });

  test(`a SIGKILLed instance answers again within ${COLD_START_LIMIT_MS} ms`, { timeout: 120_000 }, async () => {
    await instances.a!.kill();
    // Varnish keeps answering from B meanwhile.
    assert.equal((await fetch(`${varnish.origin}/ja/`)).status, 200);
    const restarted = Date.now();
    const fresh = start('a');
    await waitFor(`${fresh.origin}/ja/`, 60_000, fresh);
    const ms = Date.now() - restarted;
    console.log(`instance A answered a page ${ms} ms after its restart following SIGKILL (${/ready on .*? in \d+ ms/.exec(fresh.log())?.[0]})`);
    assert.ok(ms < COLD_START_LIMIT_MS, `first answer after ${ms} ms`);
  });
});
