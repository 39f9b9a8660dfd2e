import crypto from 'node:crypto';
import { startTestPortal, type TestPortal } from './portal-server';
import { outbox, setWebhook, roleCookie, submitLead } from './leads-support';
import { startReceiver, waitFor, type Receiver } from '../support/receiver';

// Fast, bounded retries against local receivers on loopback.
Object.assign(process.env, {
  WEBHOOK_ALLOW_LOOPBACK: '1', LEAD_DELIVERY_POLL_MS: '50', LEAD_RETRY_BASE_MS: '100', LEAD_RETRY_MAX_MS: '300',
  LEAD_DELIVERY_MAX_ATTEMPTS: '5', LEAD_DELIVERY_TIMEOUT_MS: '1500', FORM_RATE_LIMIT: '1000', CAPTCHA_RATE_LIMIT: '1000', CAPTCHA_PROOF_SCALE: '0.1',
});
jest.setTimeout(30_000);

let api: TestPortal;
let admin: string;
const receivers: Receiver[] = [];
const receiver = async (port: number, behaviour: Parameters<typeof startReceiver>[1]) => {
  const r = await startReceiver(port, behaviour);
  receivers.push(r);
  return r;
};

beforeAll(async () => {
  api = await startTestPortal();
  admin = await roleCookie(api, 'admin');
}, 120_000);
// Receivers close after each test, so the tests share two ports (the other leads test files use the others).
// Leads still retrying are settled first, so none of them reaches the next test's receiver on the same port.
afterEach(async () => {
  await api.store.query(`UPDATE lead_outbox SET state = 'dead', lease_token = NULL WHERE state = 'pending'`);
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});
afterAll(() => api.close());

const delivered = (id: number) => waitFor(`lead ${id} delivered`, async () => (await outbox(api, id))[0]?.state === 'delivered');

test('a receiver failing three times then accepting gets each lead once per key, signed; the inbox shows it delivered', async () => {
  const flaky = await receiver(3161, (n) => (n <= 3 ? 503 : 'ok'));
  expect((await setWebhook(api, admin, 'contact', flaky.url)).status).toBe(200);
  const { key, id } = await submitLead(api, 'flaky@example.com');
  await delivered(id);
  expect(flaky.received.map((r) => r.key)).toEqual([key, key, key, key]);
  expect(flaky.accepted()).toEqual([key]);
  const [row] = await outbox(api, id);
  expect(row.attempts).toBe(4);

  // The signature is HMAC-SHA256 of "<timestamp>.<body>" with the form's signing secret.
  const forms = (await api.get('/editor/lead-forms', { cookie: admin })).body.data as Array<{ form: string; signingSecret: string }>;
  const secret = forms.find((f) => f.form === 'contact')!.signingSecret;
  const last = flaky.received[3];
  expect(last.signature).toBe(`sha256=${crypto.createHmac('sha256', secret).update(`${last.timestamp}.${last.body}`).digest('hex')}`);
  expect(JSON.parse(last.body)).toMatchObject({ id, form: 'contact', idempotencyKey: key, lead: { email: 'flaky@example.com' } });

  const inbox = await api.get('/editor/leads?state=delivered&q=flaky%40example', { cookie: admin });
  expect(inbox.body.data.rows.map((r: { id: number; state: string }) => [r.id, r.state])).toEqual([[id, 'delivered']]);
  // Nothing more is sent once it is delivered.
  await new Promise((r) => setTimeout(r, 400));
  expect(flaky.received).toHaveLength(4);
});

test('an always-failing receiver ends dead-lettered with its last error; "deliver again" delivers once it recovers', async () => {
  const broken = await receiver(3161, () => 500);
  await setWebhook(api, admin, 'partner', broken.url);
  const { key, id } = await submitLead(api, 'dead@example.com', 'partner', { phone: '+44 20 7946 0958', website: 'https://e.example.com', annualRevenue: '2M-5M', employees: '50-100', salesReps: '5-15', partnerType: 'reseller', businessModel: 'Resell CDN' });
  await waitFor('dead letter', async () => (await outbox(api, id))[0]?.state === 'dead');
  expect(broken.received).toHaveLength(5);
  const detail = (await api.get(`/editor/leads/${id}`, { cookie: admin })).body.data;
  expect(detail.state).toBe('dead');
  expect(detail.deliveries[0]).toMatchObject({ channel: 'webhook', state: 'dead', attempts: 5, lastError: 'receiver answered HTTP 500' });
  expect((await api.get('/editor/leads?state=dead', { cookie: admin })).body.data.rows.map((r: { id: number }) => r.id)).toContain(id);

  broken.behaviour = () => 'ok';
  expect((await api.post(`/editor/leads/${id}/redeliver`, {}, { cookie: admin })).status).toBe(200);
  await delivered(id);
  expect(broken.accepted()).toEqual([key]);
  // Only dead deliveries start again.
  expect((await api.post(`/editor/leads/${id}/redeliver`, {}, { cookie: admin })).status).toBe(409);
});

test('a hanging receiver is cut off after the timeout and does not delay another lead', async () => {
  const hanging = await receiver(3161, () => 'hang');
  const quick = await receiver(3162, () => 'ok');
  await setWebhook(api, admin, 'esa-trial', hanging.url);
  await setWebhook(api, admin, 'vpn-promo', quick.url);
  const slow = await submitLead(api, 'slow@example.com', 'esa-trial', { employees: '100-500' });
  await hanging.nextRequest();
  const started = Date.now();
  const fast = await submitLead(api, 'fast@example.com', 'vpn-promo', { industry: undefined });
  await delivered(fast.id);
  expect(Date.now() - started).toBeLessThan(1500);
  const [row] = await waitFor('the first attempt to time out', async () => (await outbox(api, slow.id)).filter((r) => r.last_error));
  expect(row.last_error).toBe('no answer within 1500 ms');
  expect(row.state).toBe('pending');
});

describe('webhook targets that are refused', () => {
  it.each([
    ['http://example.com/hook', 'must start with https://'],
    ['ftp://example.com/hook', 'must start with https://'],
    ['not a url', 'not a valid URL'],
    ['https://user:pw@example.com/', 'must not contain a user name or password'],
    ['https://10.1.2.3/hook', 'private or reserved'],
    ['https://192.168.0.10/hook', 'private or reserved'],
    ['https://169.254.169.254/latest', 'private or reserved'],
    ['https://[fd00::1]/hook', 'private or reserved'],
    ['https://[::ffff:10.0.0.1]/hook', 'private or reserved'],
  ])('%s is refused when saved', async (url, reason) => {
    const before = await api.store.query('SELECT * FROM lead_destinations ORDER BY form');
    const res = await setWebhook(api, admin, 'free-trial', url);
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ field: 'webhookUrl' });
    expect(res.body.message).toContain(reason);
    expect(await api.store.query('SELECT * FROM lead_destinations ORDER BY form')).toEqual(before);
  });

  it('checks what a name resolves to: loopback is refused without WEBHOOK_ALLOW_LOOPBACK', async () => {
    process.env.WEBHOOK_ALLOW_LOOPBACK = '0';
    try {
      const res = await setWebhook(api, admin, 'free-trial', 'https://localhost:3165/hook');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/resolves to (127\.0\.0\.1|::1), a private or reserved address/);
    } finally {
      process.env.WEBHOOK_ALLOW_LOOPBACK = '1';
    }
  });

  it('refuses a target that redirects, when saved and when delivering, without following it', async () => {
    const elsewhere = await receiver(3161, () => 'ok');
    const redirecting = await receiver(3162, () => ({ redirect: elsewhere.url }));
    // The save-time probe is a HEAD request; this receiver only redirects POSTs, so it is saved.
    const res = await setWebhook(api, admin, 'free-trial', redirecting.url);
    expect(res.status).toBe(200);
    const { id } = await submitLead(api, 'redirected@example.com', 'free-trial');
    const [row] = await waitFor('dead letter', async () => (await outbox(api, id)).filter((r) => r.state === 'dead'));
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain(`answered 302 redirecting to ${elsewhere.url}`);
    expect(elsewhere.received).toHaveLength(0);

    redirecting.redirectAll = elsewhere.url;
    const refused = await setWebhook(api, admin, 'contact', redirecting.url);
    expect([refused.status, refused.body.data]).toEqual([400, { field: 'webhookUrl' }]);
    expect(refused.body.message).toContain('answered 301 redirecting to');
  });

  it('refuses a private target at delivery time too (a row saved before the rule, or a changed DNS answer)', async () => {
    await api.store.query(`UPDATE lead_destinations SET webhook_url = 'https://10.9.9.9/hook' WHERE form = 'free-trial'`);
    const { id } = await submitLead(api, 'private@example.com', 'free-trial');
    const [row] = await waitFor('dead letter', async () => (await outbox(api, id)).filter((r) => r.state === 'dead'));
    expect(row.last_error).toContain('10.9.9.9, a private or reserved address');
  });

  it('answers 403 to non-admins and 400 to a bad address or unknown form', async () => {
    const editor = await roleCookie(api, 'editor');
    expect((await setWebhook(api, editor, 'contact', 'https://example.com/')).status).toBe(403);
    expect((await api.get('/editor/lead-forms', { cookie: editor })).status).toBe(403);
    expect((await setWebhook(api, admin, 'nope', 'https://example.com/')).status).toBe(404);
    const bad = await setWebhook(api, admin, 'contact', '', 'not-an-address');
    expect([bad.status, bad.body.data]).toEqual([400, { field: 'emailTo' }]);
  });
});

test('a receiver that sends its headers and then trickles is cut off at the timeout too', async () => {
  const http = await import('node:http');
  const trickle = http.createServer((req, res) => {
    if (req.method !== 'POST') return void res.writeHead(405).end();
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('working…'); // and never ends
  });
  await new Promise<void>((resolve) => trickle.listen(3161, '127.0.0.1', resolve));
  try {
    await setWebhook(api, admin, 'custom-solutions', 'http://127.0.0.1:3161/hook');
    const { id } = await submitLead(api, 'trickle@example.com', 'custom-solutions', { products: ['live'], phone: '+44 20 7946 0958', website: 'e.example.com', comments: 'x' });
    const [row] = await waitFor('the attempt cut off', async () => (await outbox(api, id)).filter((r) => r.last_error));
    expect(row.last_error).toBe('no answer within 1500 ms');
  } finally {
    trickle.closeAllConnections();
    await new Promise<void>((resolve) => trickle.close(() => resolve()));
  }
});
