import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startReceiver, waitFor } from '../support/receiver';
import { solveProof } from '../support/captcha-proof';

// The delivering server runs as a child process on its own PGlite folder, so it can be SIGKILLed and started again
// on the same data. The hung delivery's time limit (15 s, so its lease is 16 s) must outlast the other deliveries
// on a loaded machine; after the kill the interrupted row is due again once its lease has passed.
const PORT = 3164;
const BASE = `http://127.0.0.1:${PORT}/api/portal/v1`;
const ADMIN = { email: 'crash-admin@example.com', password: 'crash-admin-password' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-crash-'));
jest.setTimeout(180_000);

function startServer(): Promise<ChildProcess> {
  // tsx as a loader in this one process (its CLI would run the server in a grandchild that SIGKILL would miss).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../support/lead-server.ts')], {
    env: {
      ...process.env, PORT: String(PORT), PGLITE_DIR: dataDir, DATABASE_URL: '', STAFF_SECRET: 'crash-secret', STAFF_SESSION_SECRET: 'crash-session-secret',
      STAFF_BOOTSTRAP_EMAIL: ADMIN.email, STAFF_BOOTSTRAP_PASSWORD: ADMIN.password, WEBHOOK_ALLOW_LOOPBACK: '1',
      LEAD_DELIVERY_POLL_MS: '50', LEAD_DELIVERY_TIMEOUT_MS: '15000', LEAD_DELIVERY_LEASE_MS: '2500', LEAD_RETRY_BASE_MS: '100',
      FORM_RATE_LIMIT: '1000', CAPTCHA_RATE_LIMIT: '1000', CAPTCHA_PROOF_SCALE: '0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('lead-server ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`lead server exited (${code}) before it was ready`)));
  });
}

async function call(method: string, route: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE}${route}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, data: ((await res.json()) as { data: any }).data, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

async function submit(email: string) {
  const captcha = (await call('GET', '/captcha')).data;
  const answer = (await call('GET', `/captcha/${captcha.pictureType}/answer`, undefined, { 'x-staff-secret': 'crash-secret' })).data.answer;
  const key = `crash-${crypto.randomUUID()}`;
  const detail = { firstName: 'Ada', lastName: 'L', email, company: 'Engines', country: 'UK', industry: '7C', agreement: true };
  const res = await call('POST', '/form/add', { code: 'contact', detail, pictureType: captcha.pictureType, verifyCode: answer, proof: await solveProof(captcha.challenge) }, { 'idempotency-key': key });
  expect(res.status).toBe(200);
  return key;
}

let child: ChildProcess | null = null;
afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a server killed in the middle of a delivery delivers after restart, and the receiver accepts no key twice', async () => {
  const receiver = await startReceiver(3165, (n) => (n === 1 ? 'hang' : 'ok'));
  try {
    child = await startServer();
    const admin = (await call('POST', '/editor/login', ADMIN)).cookie;
    expect((await call('POST', '/editor/lead-forms/contact', { webhookUrl: receiver.url, emailTo: '' }, { cookie: admin })).status).toBe(200);

    const first = receiver.nextRequest();
    const hung = await submit('hung@example.com');
    await first; // the receiver holds this delivery open
    const others = [await submit('a@example.com'), await submit('b@example.com'), await submit('c@example.com')];
    // The other leads are delivered (and recorded so) while the first one still hangs: then the server dies.
    await waitFor('the other leads delivered', async () => (await call('GET', '/editor/leads?state=delivered', undefined, { cookie: admin })).data.total === 3);
    const dead = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await dead;
    expect(receiver.accepted().sort()).toEqual([...others].sort());

    child = await startServer();
    await waitFor('the interrupted lead delivered after restart', () => receiver.accepted().includes(hung), 60_000);
    const cookie = (await call('POST', '/editor/login', ADMIN)).cookie;
    await waitFor('the inbox shows all four delivered', async () => (await call('GET', '/editor/leads?state=delivered', undefined, { cookie })).data.total === 4);
    await new Promise((r) => setTimeout(r, 500));
    const accepted = receiver.accepted();
    expect(accepted.sort()).toEqual([hung, ...others].sort());
    expect(new Set(accepted).size).toBe(accepted.length);
    // Sent twice in all: the interrupted attempt, then its one retry after the lease passed.
    expect(receiver.received.filter((r) => r.key === hung)).toHaveLength(2);
  } finally {
    child?.kill('SIGKILL');
    await receiver.close();
  }
});
