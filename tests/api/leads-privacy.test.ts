import { parse } from 'csv-parse/sync';
import { SMTPServer } from 'smtp-server';
import { startTestPortal, type TestPortal } from './portal-server';
import { outbox, setWebhook, roleCookie, submitLead } from './leads-support';
import { waitFor } from '../support/receiver';
import { CSV_COLUMNS, cell } from '../../portal/leads/csv';
import { emailHash } from '../../portal/leads/privacy';

const SMTP_PORT = 3168;
Object.assign(process.env, {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, SMTP_FROM: 'leads@edgenova.test', LEAD_DELIVERY_POLL_MS: '50',
  FORM_RATE_LIMIT: '1000', CAPTCHA_RATE_LIMIT: '1000', CAPTCHA_PROOF_SCALE: '0.1', STAFF_SECRET: 'privacy-test-secret',
  // Kept forever until the retention test turns the sweep on.
  LEAD_RETENTION_DAYS: '0', LEAD_RETENTION_SWEEP_MS: '50',
});
jest.setTimeout(30_000);

let api: TestPortal;
let admin: string;
let sales: string;
const mails: Array<{ to: string; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  api = await startTestPortal();
  admin = await roleCookie(api, 'admin');
  sales = await roleCookie(api, 'sales', 'sales@example.com');
}, 120_000);
afterAll(async () => {
  await api.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test('with SMTP_URL, a lead is e-mailed to the form address from the outbox', async () => {
  expect((await setWebhook(api, admin, 'contact', '', 'sales-team@example.com')).status).toBe(200);
  const { key, id } = await submitLead(api, 'mailed@example.com');
  await waitFor('e-mail delivered', async () => (await outbox(api, id))[0]?.state === 'delivered');
  const mail = mails.find((m) => m.raw.includes('mailed@example.com'))!;
  expect(mail.to).toBe('sales-team@example.com');
  expect(mail.raw).toContain('Subject: New lead: contact');
  expect(mail.raw).toContain(`Message-ID: <${key}@leads.edgenova>`);
  expect(mail.raw).toContain('company: Analytical Engines Ltd');
});

test('only admin and sales see leads; GET /submissions takes a leads session or the automation secret', async () => {
  for (const role of ['viewer', 'editor'] as const) {
    const cookie = await roleCookie(api, role);
    expect((await api.get('/editor/leads', { cookie })).status).toBe(403);
    expect((await api.get('/submissions', { cookie })).status).toBe(403);
    expect((await api.post('/editor/leads/erase', { email: 'mailed@example.com' }, { cookie })).status).toBe(403);
  }
  expect((await api.get('/editor/leads')).status).toBe(401);
  expect((await api.get('/submissions')).status).toBe(401);
  expect((await api.get('/editor/leads', { cookie: sales })).status).toBe(200);
  expect((await api.get('/submissions', { cookie: sales })).status).toBe(200);
  expect((await api.get('/submissions', { 'x-staff-secret': 'privacy-test-secret' })).status).toBe(200);
  const bad = await api.get('/editor/leads?from=yesterday', { cookie: sales });
  expect([bad.status, bad.body.data]).toEqual([400, { field: 'from' }]);
  expect((await api.get('/editor/leads?state=lost', { cookie: sales })).status).toBe(400);
  expect((await api.get('/editor/leads/999999', { cookie: sales })).status).toBe(404);
  expect((await api.get('/editor/leads/abc', { cookie: sales })).status).toBe(400);
  expect((await api.get('/editor/leads?form=nope', { cookie: sales })).status).toBe(400);
  for (const pageIndex of ['Infinity', '1e20', '-3', 'x']) {
    const page = await api.get(`/editor/leads?pageIndex=${pageIndex}&pageSize=1e9`, { cookie: sales });
    expect([pageIndex, page.status]).toEqual([pageIndex, 200]);
  }
});

test('erasure removes every lead of an address from every table, and the audit row says who, what and when', async () => {
  const email = 'Erase.Me@Example.com';
  await submitLead(api, email);
  await submitLead(api, email.toLowerCase(), 'free-trial');
  const keep = await submitLead(api, 'keep.me@example.com');
  const res = await api.post('/editor/leads/erase', { email: ' erase.me@example.com ' }, { cookie: sales });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ erased: 2 });

  const tables = await api.store.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
  for (const { table_name } of tables) {
    const [{ n }] = await api.store.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}" t WHERE lower(t::text) LIKE '%erase.me@example.com%'`);
    expect([table_name, n]).toEqual([table_name, 0]);
  }
  expect(await api.store.query('SELECT id FROM submissions WHERE id = $1', [keep.id])).toHaveLength(1);
  const [audit] = await api.store.query<{ action: string; staff_email: string; detail: any; created_at: Date }>(`SELECT * FROM lead_audit WHERE action = 'erase' ORDER BY id DESC LIMIT 1`);
  expect(audit.staff_email).toBe('sales@example.com');
  expect(audit.detail).toMatchObject({ emailSha256: emailHash(email), count: 2 });
  expect(Date.now() - new Date(audit.created_at).getTime()).toBeLessThan(60_000);
  expect((await api.post('/editor/leads/erase', { email: 'nope' }, { cookie: sales })).status).toBe(400);
});

test('the CSV export of 1,000 leads in four languages parses back to the same rows, BOM first, formulas neutralised', async () => {
  const langs = ['EN_US', 'ZH_CN', 'JA_JP', 'KO_KR'];
  const companies = ['Acme, "Quoted" Ltd', '深圳边缘计算有限公司', '株式会社エッジ\n第二行', '엣지노바 주식회사', '=HYPERLINK("http://x","y")', '+441234', '-2+3', '@SUM(A1)', '\tTabbed', '\rReturn'];
  await api.store.query(`DELETE FROM submissions WHERE kind LIKE 'form:%'`);
  await api.store.query(
    `INSERT INTO submissions (kind, idempotency_key, payload, lang, created_at)
     SELECT 'form:contact', 'csv-' || i, jsonb_build_object('code', 'contact', 'detail', jsonb_build_object(
       'firstName', (ARRAY['Ada','李','さくら','민준'])[i % 4 + 1], 'lastName', 'L' || i, 'email', 'csv' || i || '@example.com',
       'company', ($1::text[])[i % 10 + 1], 'country', 'X', 'industry', '7C', 'agreement', true)),
       ($2::text[])[i % 4 + 1], timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute'
     FROM generate_series(1, 1000) AS i`,
    [companies, langs],
  );
  const response = await fetch(`${api.baseUrl}/editor/leads/export?form=contact`, { headers: { cookie: sales } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

  const records: string[][] = parse(bytes, { bom: true, relax_column_count: false });
  expect(records[0]).toEqual(CSV_COLUMNS);
  const stored = await api.store.query<{ id: number; payload: any; lang: string; created_at: Date }>(`SELECT * FROM submissions WHERE kind = 'form:contact' ORDER BY created_at DESC, id DESC`);
  expect(records).toHaveLength(1001);
  const neutralise = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
  const expected = stored.map((s) => [s.id, new Date(s.created_at).toISOString(), 'contact', s.lang, 'none', ...CSV_COLUMNS.slice(5).map((c) => s.payload.detail[c])].map((v) => neutralise(cell(v))));
  expect(records.slice(1)).toEqual(expected);
  // The hostile cells are there, escaped; the CJK ones intact.
  const companyColumn = records.slice(1).map((r) => r[CSV_COLUMNS.indexOf('company')]);
  expect(new Set(companyColumn)).toEqual(new Set(companies.map(neutralise)));

  // The filter applies to the export as to the list.
  const ja = parse(Buffer.from(await (await fetch(`${api.baseUrl}/editor/leads/export?form=contact&language=JA_JP&q=%E3%82%A8%E3%83%83%E3%82%B8`, { headers: { cookie: sales } })).arrayBuffer()), { bom: true });
  expect(ja.length - 1).toBe(stored.filter((s) => s.lang === 'JA_JP' && s.payload.detail.company.includes('エッジ')).length);
});

test('the inbox lists, filters and counts leads per form and day', async () => {
  const res = await api.get('/editor/leads?form=contact&language=KO_KR&from=2026-01-01&to=2026-01-01&pageSize=10', { cookie: sales });
  expect(res.status).toBe(200);
  const [{ n }] = await api.store.query<{ n: number }>(`SELECT count(*)::int AS n FROM submissions WHERE kind = 'form:contact' AND lang = 'KO_KR' AND created_at < '2026-01-02T00:00:00Z'`);
  expect(res.body.data.total).toBe(n);
  expect(res.body.data.rows).toHaveLength(10);
  expect(res.body.data.rows[0]).toMatchObject({ form: 'contact', lang: 'KO_KR', state: 'none' });
  expect(res.body.data.counts).toEqual([{ day: '2026-01-01', form: 'contact', count: n }]);
});

test('past the retention period the delivery worker removes submissions, with an audit row', async () => {
  const [old] = await api.store.query<{ id: number }>(
    `INSERT INTO submissions (kind, idempotency_key, payload, created_at) VALUES ('form:contact', 'old-lead-key', '{"detail":{"email":"old@example.com"}}', now() - interval '31 days') RETURNING id`);
  const recent = await submitLead(api, 'recent@example.com');
  process.env.LEAD_RETENTION_DAYS = '30';
  try {
    await waitFor('the old lead removed', async () => (await api.store.query('SELECT 1 FROM submissions WHERE id = $1', [old.id])).length === 0);
  } finally {
    process.env.LEAD_RETENTION_DAYS = '0';
  }
  expect(await api.store.query('SELECT 1 FROM submissions WHERE id = $1', [recent.id])).toHaveLength(1);
  const [audit] = await api.store.query<{ detail: any; staff_email: string }>(`SELECT * FROM lead_audit WHERE action = 'retention' ORDER BY id DESC LIMIT 1`);
  expect(audit.detail.days).toBe(30);
  expect(audit.detail.count).toBeGreaterThanOrEqual(1);
});
