/**
 * Scheduled publishing with two API processes (`tsx portal/server.ts`, no build needed) on one throwaway PostgreSQL
 * (tests/postgres.sh): a publish scheduled a minute ahead goes live on time, once, across a restart of both, and one
 * that fell due while both were down runs at the next start. Ports: SCHEDULE_TEST_PORTS (two, default 3181,3182) and
 * PG_TEST_PORT (default 54337). Run: `node --import tsx --test tests/cluster/schedules.ts`.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { after, before, test } from 'node:test';
import { root, sleep, startPostgres, type Postgres } from './support';

const [PORT_A, PORT_B] = (process.env.SCHEDULE_TEST_PORTS ?? '3181,3182').split(',').map(Number);
const LEAD_MS = Number(process.env.SCHEDULE_LEAD_MS ?? 60_000);
const POLL_MS = 500;
const STAFF = { email: 'schedule-admin@edgenova.example', password: 'schedule-Passw0rd!' };

interface Api {
  base: string;
  child: ChildProcess;
  log: () => string;
  stop(): Promise<void>;
}

function startApi(port: number, databaseUrl: string): Api {
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'portal/server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: databaseUrl, SCHEDULE_POLL_MS: String(POLL_MS), STAFF_BOOTSTRAP_EMAIL: STAFF.email, STAFF_BOOTSTRAP_PASSWORD: STAFF.password },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log = (log + d).slice(-20_000)));
  child.stderr?.on('data', (d) => (log = (log + d).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    base: `http://127.0.0.1:${port}/api/portal/v1`,
    child,
    log: () => log,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function untilServing(api: Api): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (api.child.exitCode !== null) throw new Error(`API exited:\n${api.log()}`);
    if (await fetch(`${api.base}/sitemap`).then((r) => r.status === 200, () => false)) return;
    await sleep(100);
  }
  throw new Error(`API did not start:\n${api.log()}`);
}

async function call(api: Api, method: string, route: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${api.base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: ((await response.json()) as { data: any }).data, setCookie: response.headers.get('set-cookie') };
}

const live = async (api: Api, code: string) => (await call(api, 'GET', `/page/page-code?pageCode=${code}&lang=EN_US`)).status === 200;

let pg: Postgres;
let databaseUrl: string;
let a: Api;
let b: Api;

before(async () => {
  pg = await startPostgres();
  databaseUrl = await pg.database('schedule_test');
});
after(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  pg?.stop();
});

test('a publish scheduled a minute ahead goes live on time, once, across a restart of two instances', { timeout: LEAD_MS + 240_000 }, async () => {
  a = startApi(PORT_A, databaseUrl);
  b = startApi(PORT_B, databaseUrl);
  await Promise.all([untilServing(a), untilServing(b)]);
  const cookie = (await call(a, 'POST', '/editor/login', STAFF)).setCookie!.split(';')[0];
  const page = async (code: string) => {
    const created = (await call(a, 'POST', '/editor/pages', { path: `/${code}/`, lang: 'EN_US', title: code }, cookie)).data;
    const modules = [{ id: 'm1', name: 'Intro', type: 'richText', details: { visible: true, html: `<p>${code}</p>` } }];
    const saved = await call(a, 'POST', `/editor/entries/${created.id}/draft`, { version: created.version, data: { ...created.data, moduleViewList: modules } }, cookie);
    assert.equal(saved.status, 200);
    return created.id as number;
  };
  const onTime = await page('scheduled-on-time');
  const missed = await page('scheduled-while-down');
  const runAt = new Date(Date.now() + LEAD_MS);
  const scheduled = await call(b, 'POST', '/editor/schedules', { entryId: onTime, action: 'publish', runAt: runAt.toISOString(), timeZone: 'Asia/Tokyo' }, cookie);
  assert.equal(scheduled.status, 200);
  const soon = await call(a, 'POST', '/editor/schedules', { entryId: missed, action: 'publish', runAt: new Date(Date.now() + 2_000).toISOString(), timeZone: 'UTC' }, cookie);
  assert.equal(soon.status, 200);

  // Both instances go down before the near schedule falls due, and come back after it did.
  await Promise.all([a.stop(), b.stop()]);
  await sleep(Math.max(0, new Date(soon.data.runAt).getTime() + 1_000 - Date.now()));
  assert.equal(await fetch(`${a.base}/sitemap`).then(() => true, () => false), false);
  a = startApi(PORT_A, databaseUrl);
  b = startApi(PORT_B, databaseUrl);
  await Promise.all([untilServing(a), untilServing(b)]);

  for (let i = 0; i < 100 && !(await live(b, 'scheduled-while-down')); i++) await sleep(100);
  assert.equal(await live(b, 'scheduled-while-down'), true, 'the schedule missed while down ran at start');
  assert.equal(await live(a, 'scheduled-on-time'), false, 'not before its time');

  let wentLive = 0;
  while (Date.now() < runAt.getTime() + 30_000) {
    if ((await live(a, 'scheduled-on-time')) && (await live(b, 'scheduled-on-time'))) {
      wentLive = Date.now();
      break;
    }
    await sleep(100);
  }
  assert.ok(wentLive >= runAt.getTime(), `live at ${new Date(wentLive).toISOString()}, scheduled for ${runAt.toISOString()}`);
  // One poll interval, plus room for a loaded machine.
  assert.ok(wentLive - runAt.getTime() < POLL_MS + 10_000, `live ${wentLive - runAt.getTime()} ms late`);

  await sleep(3 * POLL_MS); // both keep polling: nothing may run twice
  const { Client } = (await import('pg')).default;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const publishes = await client.query(`SELECT subject, count(*)::int AS n FROM revisions WHERE action = 'publish' AND subject = ANY($1) GROUP BY subject ORDER BY subject`, [[`entry:${onTime}`, `entry:${missed}`]]);
    assert.deepEqual(publishes.rows.map((r) => r.n), [1, 1]);
    const schedules = await client.query('SELECT state, ran_by, time_zone FROM schedules ORDER BY id');
    assert.deepEqual(schedules.rows.map((r) => [r.state, Boolean(r.ran_by)]), [['done', true], ['done', true]]);
    assert.equal(schedules.rows[0].time_zone, 'Asia/Tokyo');
  } finally {
    await client.end();
  }
});
