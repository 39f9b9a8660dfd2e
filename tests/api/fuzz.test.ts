import fc from 'fast-check';
import { startTestPortal, type TestPortal } from './portal-server';
import { createStaff } from '../../portal/staff/accounts';
import { body, contentType, encode, operations, text, type Operation } from './fuzz-operations';

/**
 * Property: whatever arrives at any operation of portal/openapi.yaml — malformed bodies, queries, path parameters,
 * headers, content types — the answer is a 4xx with the envelope (or a 2xx/3xx for input that was valid), never a
 * 5xx, never slower than 5 s, and a refused write changes no stored row. FUZZ_RUNS sets the request count
 * (`npm run fuzz` runs thousands); FUZZ_SEED replays a failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 400;
const HANG_MS = 5000;
const SECRET = 'fuzz-staff-secret';
const PASSWORD = 'fuzz password 1234';

let api: TestPortal;
let adminCookie = '';
let token = '';

beforeAll(async () => {
  // Limits high enough that the checks behind them are reached; the limiter's own 429 is covered elsewhere.
  api = await startTestPortal({ STAFF_SECRET: SECRET, FORM_RATE_LIMIT: '1000000', CAPTCHA_RATE_LIMIT: '1000000', SEARCH_RATE_LIMIT: '1000000', DOC_PDF_RATE_LIMIT: '1000000', DEV_LOGIN: '1' });
  await createStaff(api.store, { email: 'fuzz@example.com', password: PASSWORD, role: 'admin' });
  const login = await fetch(`${api.baseUrl}/editor/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'fuzz@example.com', password: PASSWORD }) });
  adminCookie = login.headers.get('set-cookie')!.split(';')[0];
  token = (await api.post('/preview/token', {}, { 'x-staff-secret': SECRET })).body.data.token;
}, 120_000);
afterAll(() => api.close());

/** Everything a write could change (login attempts and captchas excepted: refusing them is what they count). */
async function fingerprint(): Promise<string> {
  const [row] = await api.store.query(
    `SELECT (SELECT count(*) FROM submissions) AS s, (SELECT count(*) FROM revisions) AS r, (SELECT count(*) FROM link_mappings) AS m,
            (SELECT count(*) || ':' || coalesce(sum(version), 0) || ':' || count(draft) FROM entries) AS e,
            (SELECT count(*) FROM staff_users) AS u, (SELECT count(*) FROM staff_sessions) AS ss, (SELECT count(*) FROM preview_tokens) AS pt`,
  );
  return JSON.stringify(row);
}

const headerText = fc.oneof(fc.stringMatching(/^[\x20-\x7e]{0,60}$/), fc.constantFrom('', 'true', '1', 'https://evil.example', 'null', '1.2.3.4, 5.6.7.8'));

const request = (op: Operation) =>
  fc.record({
    pathValues: fc.array(text, { minLength: op.params.filter((p) => p.in === 'path').length, maxLength: op.params.filter((p) => p.in === 'path').length }),
    query: fc.dictionary(fc.oneof(fc.constantFrom('lang', 'pageIndex', 'pageSize', ...op.params.filter((p) => p.in === 'query').map((p) => p.name)), text), text, { maxKeys: 4 }),
    body: body(op.bodyFields),
    contentType,
    origin: fc.option(fc.constantFrom('same', 'https://evil.example', 'null', 'garbage'), { nil: undefined }),
    cookie: fc.option(fc.constantFrom('admin', 'edn_staff=forged.sig', 'edn_customer=x.y; edn_staff='), { nil: undefined }),
    preview: fc.option(fc.oneof(fc.constant('valid'), headerText), { nil: undefined }),
    staffSecret: fc.option(fc.oneof(fc.constant(SECRET), headerText), { nil: undefined }),
    idempotencyKey: fc.option(headerText, { nil: undefined }),
    forwardedFor: fc.option(headerText, { nil: undefined }),
  });

const ops = operations();
const cases = fc.constantFrom(...ops).chain((op) => request(op).map((req) => ({ op, req })));

it(`answers ${RUNS} hostile requests over all ${ops.length} documented operations with a 4xx envelope or a 2xx, never a 5xx or a hang`, async () => {
  expect(ops.length).toBeGreaterThan(80);
  const seen = { status: new Map<number, number>() };
  await fc.assert(
    fc.asyncProperty(cases, async ({ op, req }) => {
      let pathIndex = 0;
      const route = op.template.replace(/\{\w+\}/g, () => encode(req.pathValues[pathIndex++] ?? ''));
      const query = Object.entries(req.query).map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
      const headers: Record<string, string> = {};
      if (req.contentType) headers['content-type'] = req.contentType;
      if (req.origin) headers.origin = req.origin === 'same' ? new URL(api.baseUrl).origin : req.origin;
      // Signing out with the shared admin session would end it for the rest of the run.
      if (req.cookie) headers.cookie = req.cookie === 'admin' ? (op.template === '/editor/logout' ? 'edn_staff=x' : adminCookie) : req.cookie;
      if (req.preview !== undefined) Object.assign(headers, { ispreview: 'true', pretoken: req.preview === 'valid' ? token : req.preview });
      if (req.staffSecret !== undefined) headers['x-staff-secret'] = req.staffSecret;
      if (req.idempotencyKey !== undefined) headers['idempotency-key'] = req.idempotencyKey;
      if (req.forwardedFor !== undefined) headers['x-forwarded-for'] = req.forwardedFor;
      const write = op.method !== 'GET';
      const before = write ? await fingerprint() : '';
      const started = Date.now();
      const response = await fetch(`${api.baseUrl}${route}${query ? `?${query}` : ''}`, {
        method: op.method,
        headers,
        body: write ? req.body : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(HANG_MS),
      });
      const raw = Buffer.from(await response.arrayBuffer());
      const took = Date.now() - started;
      const where = `${op.method} ${route}?${query} -> ${response.status} in ${took} ms`;
      seen.status.set(response.status, (seen.status.get(response.status) ?? 0) + 1);
      expect([where, took < HANG_MS]).toEqual([where, true]);
      expect([where, response.status < 500]).toEqual([where, true]);
      if (response.status >= 400) {
        const envelope = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
        expect([where, typeof envelope.code, typeof envelope.message, 'data' in envelope]).toEqual([where, 'string', 'string', true]);
        if (write) expect([where, await fingerprint()]).toEqual([where, before]);
      }
    }),
    { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined, endOnFailure: true },
  );
  console.log('fuzz: %d requests, answers by status %j', RUNS, Object.fromEntries(seen.status));
}, 600_000);
