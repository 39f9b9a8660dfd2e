import crypto from 'node:crypto';
import http from 'node:http';
import { createPortalHandler, API_BASE } from '../../portal/handler';
import sharp from 'sharp';
import { solveProof } from '../support/captcha-proof';
import { startTestPortal, type TestPortal } from './portal-server';

process.env.FORM_RATE_LIMIT = '1000';
process.env.CAPTCHA_RATE_LIMIT = '1000';
// A tenth of the browser's proof-of-work search: the same check, solved faster in a test.
process.env.CAPTCHA_PROOF_SCALE = '0.1';
jest.setTimeout(20_000);
process.env.STAFF_SECRET = 'forms-test-staff-secret';

let api: TestPortal;
beforeAll(async () => {
  api = await startTestPortal();
}, 60_000);
afterAll(() => api.close());

const newKey = () => `test-${crypto.randomUUID()}`;

/**
 * A captcha issued by the API, with its answer read from the captchas table (no backdoor call) and its proof of work
 * solved here, as a browser would.
 */
async function captcha(mode: 'visual' | 'non-visual' = 'visual') {
  const { body } = await api.get(mode === 'visual' ? '/captcha' : '/captcha?mode=non-visual');
  const [row] = await api.store.query<{ answer: string }>('SELECT answer FROM captchas WHERE id = $1', [body.data.pictureType]);
  return { pictureType: body.data.pictureType as string, verifyCode: row.answer, proof: await solveProof(body.data.challenge) };
}


async function stored(key: string) {
  return api.store.query<{ id: number; kind: string; payload: any; lang: string; client_ip: string }>('SELECT * FROM submissions WHERE idempotency_key = $1', [key]);
}

/** Sends a write with a fresh idempotency key and returns the response and what was stored under that key. */
async function send(route: string, body: unknown, key = newKey()) {
  const response = await api.post(route, body, { 'idempotency-key': key });
  return { ...response, key, rows: await stored(key) };
}

const person = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'Analytical Engines Ltd', country: 'United Kingdom', industry: '7C', jobTitle: 'CTO' };
const details: Record<string, Record<string, unknown>> = {
  'free-trial': { ...person, products: ['waf', 'cdn'], agreement: true },
  'custom-solutions': { ...person, products: ['live'], phone: '+44 20 7946 0958', website: 'engines.example.com', comments: 'Need 40 Gbps in APAC', agreement: true },
  contact: { ...person, phoneOrTelegram: '@ada_lovelace', agreement: true },
  partner: { ...person, phone: '+44 20 7946 0958', website: 'https://engines.example.com', annualRevenue: '2M-5M', employees: '50-100', salesReps: '5-15', partnerType: 'reseller', businessModel: 'We resell and manage CDN services', agreement: true },
  'esa-trial': { ...person, employees: '100-500', agreement: true },
  'vpn-promo': { ...person, industry: undefined, phoneOrTelegram: '+1 555 0100', agreement: true },
};

describe('GET /captcha', () => {
  it('issues a raster PNG (no vector paths or text), a signed proof-of-work challenge, and a stored, expiring answer', async () => {
    const { status, body } = await api.get('/captcha');
    expect(status).toBe(200);
    expect(body.data.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(body.data.image.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 280, 80]);
    const bytes = png.toString('latin1');
    for (const vector of ['<svg', '<path', ' d="M', '<text']) expect(bytes).not.toContain(vector);
    expect(body.data.challenge).toMatchObject({ parameters: { algorithm: 'SHA-256', data: { captcha: body.data.pictureType, mode: 'visual' } }, signature: expect.any(String) });
    const [row] = await api.store.query<{ answer: string; used: boolean; minutes: number }>(
      `SELECT answer, used, EXTRACT(EPOCH FROM (expires_at - now())) / 60 AS minutes FROM captchas WHERE id = $1`, [body.data.pictureType]);
    expect(row.answer).toMatch(/^[ACDEFHJKLMNPRTUVWXY346789]{5}$/);
    expect(bytes).not.toContain(row.answer);
    expect(row.used).toBe(false);
    expect(Number(row.minutes)).toBeGreaterThan(9);
    expect(Number(row.minutes)).toBeLessThanOrEqual(10);
  });

  it('issues a non-visual captcha: no image, nothing to type, a costlier proof of work', async () => {
    const visual = (await api.get('/captcha')).body.data;
    const { body } = await api.get('/captcha?mode=non-visual');
    expect(body.data.image).toBe('');
    expect(body.data.challenge.parameters.data).toEqual({ captcha: body.data.pictureType, mode: 'non-visual' });
    const [row] = await api.store.query<{ answer: string }>('SELECT answer FROM captchas WHERE id = $1', [body.data.pictureType]);
    expect(row.answer).toBe('');
    // The same proof-of-work key prefix length (hex digits) over ten times the counters to search.
    expect(body.data.challenge.parameters.keyPrefix.length).toBe(visual.challenge.parameters.keyPrefix.length);
  });
});

describe('bot defences of the captcha-protected writes', () => {
  const contact = (extra: Record<string, unknown>) => ({ code: 'contact', detail: details.contact, ...extra });
  const used = async (id: string) => (await api.store.query<{ used: boolean }>('SELECT used FROM captchas WHERE id = $1', [id]))[0].used;

  it('refuses a submission without a proof of work, or with a forged or borrowed one, and stores nothing', async () => {
    const good = await captcha();
    const { proof: _proof, ...withoutProof } = good;
    const none = await send('/form/add', contact(withoutProof));
    expect([none.status, none.body.code, none.body.data, none.rows.length]).toEqual([400, '33920400', { field: 'proof' }, 0]);
    expect(await used(good.pictureType)).toBe(true);

    const fresh = await captcha();
    const forged = await send('/form/add', contact({ ...fresh, proof: Buffer.from(JSON.stringify({ challenge: {}, solution: { counter: 1, derivedKey: '00' } })).toString('base64') }));
    expect([forged.status, forged.body.data, forged.rows.length]).toEqual([400, { field: 'proof' }, 0]);

    // A solved proof belongs to its own captcha only.
    const [first, second] = [await captcha(), await captcha()];
    const borrowed = await send('/form/add', contact({ ...second, proof: first.proof }));
    expect([borrowed.status, borrowed.body.data, borrowed.rows.length]).toEqual([400, { field: 'proof' }, 0]);
  });

  it('refuses a submission whose honeypot is filled in, and stores nothing', async () => {
    const c = await captcha();
    const bot = await send('/form/add', contact({ ...c, url: 'https://spam.example/' }));
    expect([bot.status, bot.body.code, bot.body.data, bot.rows.length]).toEqual([400, '33920400', { field: 'url' }, 0]);
    expect(await used(c.pictureType)).toBe(true);
    const person = await send('/form/add', contact({ ...(await captcha()), url: '' }));
    expect([person.status, person.rows.length]).toEqual([200, 1]);
  });

  it('accepts the non-visual captcha with its proof and no text, while a visual captcha still needs its text', async () => {
    const accessible = await captcha('non-visual');
    const ok = await send('/form/add', contact({ ...accessible, verifyCode: '' }));
    expect([ok.status, ok.rows.length]).toEqual([200, 1]);
    const visual = await captcha();
    const untyped = await send('/form/add', contact({ ...visual, verifyCode: '' }));
    expect([untyped.status, untyped.body.data, untyped.rows.length]).toEqual([400, { field: 'verifyCode' }, 0]);
  });
});

describe('happy paths store one row each', () => {
  it.each(Object.keys(details))('POST /form/add stores the %s form', async (code) => {
    const { status, body, rows } = await send('/form/add?lang=JA_JP', { code, detail: details[code], ...(await captcha()) });
    expect(status).toBe(200);
    expect(body.data.submissionId).toBe(rows[0].id);
    expect(rows).toHaveLength(1);
    expect(rows[0].kind).toBe(`form:${code}`);
    expect(rows[0].lang).toBe('JA_JP');
    expect(rows[0].payload).toEqual({ code, detail: details[code] });
  });

  it('POST /contact stores type and content', async () => {
    const { status, rows } = await send('/contact', { type: 'sales', content: '  Please call me back  ', ...(await captcha()) });
    expect(status).toBe(200);
    expect(rows[0].kind).toBe('contact');
    expect(rows[0].payload).toEqual({ type: 'sales', content: 'Please call me back' });
  });

  it('POST /contact/investment stores the investment contact', async () => {
    const body = { type: 'investor', companyName: 'Fund One', name: 'Grace Hopper', mobile: '+1 555 0100', email: 'grace@fund.example', visitorCount: '1000000', remark: 'Series B', ...(await captcha()) };
    const { status, rows } = await send('/contact/investment', body);
    expect(status).toBe(200);
    expect(rows[0].payload).toEqual({ type: 'investor', companyName: 'Fund One', name: 'Grace Hopper', mobile: '+1 555 0100', email: 'grace@fund.example', visitorCount: '1000000', remark: 'Series B' });
  });

  it('POST /trans/contact/{belongCode}/investment stores the collect message with its belongCode', async () => {
    const body = { name: 'Linus', phone: '+358 40 123 4567', company: 'Kernel Oy', addressUrl: 'kernel.example.org', tenantCode: 'T-1', ...(await captcha()) };
    const { status, rows } = await send('/trans/contact/partner-42/investment', body);
    expect(status).toBe(200);
    expect(rows[0].kind).toBe('collect-message');
    expect(rows[0].payload).toMatchObject({ belongCode: 'partner-42', name: 'Linus', tenantCode: 'T-1' });
  });

  it('POST /document/feedback stores the problem types and suggestion without a captcha', async () => {
    const body = { pageCode: 'cdn-quick-start', docName: 'Quick start', docUrl: '/docs/cdn-quick-start/', feedbackType: ['link-error', 'outdated'], feedbackContent: 'Step 3 links to a 404' };
    const { status, rows } = await send('/document/feedback?lang=ko', body);
    expect(status).toBe(200);
    expect(rows[0].kind).toBe('document-feedback');
    expect(rows[0].lang).toBe('KO_KR');
    expect(rows[0].payload).toEqual(body);
  });
});

describe('idempotency', () => {
  it('stores a retried submission once and answers it with the same result', async () => {
    const key = newKey();
    const body = { code: 'contact', detail: details.contact, ...(await captcha()) };
    const first = await api.post('/form/add', body, { 'idempotency-key': key });
    // The retry carries the same (now spent) captcha: the stored result is returned, not a captcha error.
    const retry = await api.post('/form/add', body, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual(first.body.data);
    expect(await stored(key)).toHaveLength(1);
  });

  it('stores two simultaneous sends of one submission once', async () => {
    const key = newKey();
    const body = { code: 'free-trial', detail: details['free-trial'], ...(await captcha()) };
    const [a, b] = await Promise.all([0, 1].map(() => api.post('/form/add', body, { 'idempotency-key': key })));
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toEqual(b.body.data);
    expect(await stored(key)).toHaveLength(1);
  });

  it('refuses a key reused for a different submission with 409 and keeps the first', async () => {
    const key = newKey();
    await api.post('/form/add', { code: 'contact', detail: details.contact, ...(await captcha()) }, { 'idempotency-key': key });
    const other = await api.post('/form/add', { code: 'contact', detail: { ...details.contact, company: 'Other' }, ...(await captcha()) }, { 'idempotency-key': key });
    expect(other.status).toBe(409);
    expect(other.body.data).toEqual({ field: 'idempotency-key' });
    const rows = await stored(key);
    expect(rows).toHaveLength(1);
    expect(rows[0].payload.detail.company).toBe(details.contact.company);
  });

  it('refuses a malformed key', async () => {
    const response = await api.post('/form/add', { code: 'contact', detail: details.contact, ...(await captcha()) }, { 'idempotency-key': 'bad key!' });
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ field: 'idempotency-key' });
  });
});

describe('captcha checks store nothing', () => {
  const contact = (c: { pictureType?: string; verifyCode?: string; proof?: string }) => ({ code: 'contact', detail: details.contact, ...c });

  it('refuses a missing verifyCode or pictureType', async () => {
    const { pictureType, verifyCode, proof } = await captcha();
    const noCode = await send('/form/add', contact({ pictureType, proof }));
    expect([noCode.status, noCode.body.data, noCode.rows.length]).toEqual([400, { field: 'verifyCode' }, 0]);
    const noId = await send('/form/add', contact({ verifyCode, proof }));
    expect([noId.status, noId.body.data, noId.rows.length]).toEqual([400, { field: 'pictureType' }, 0]);
  });

  it('refuses a wrong answer and spends the captcha so it cannot be guessed again', async () => {
    const { pictureType, verifyCode, proof } = await captcha();
    const wrong = await send('/form/add', contact({ pictureType, proof, verifyCode: verifyCode === 'AAAAA' ? 'CCCCC' : 'AAAAA' }));
    expect([wrong.status, wrong.body.code, wrong.body.data, wrong.rows.length]).toEqual([400, '33920400', { field: 'verifyCode' }, 0]);
    const right = await send('/form/add', contact({ pictureType, proof, verifyCode }));
    expect([right.status, right.body.data, right.rows.length]).toEqual([400, { field: 'verifyCode' }, 0]);
  });

  it('accepts the answer in any letter case but only once', async () => {
    const { pictureType, verifyCode, proof } = await captcha();
    const first = await send('/form/add', contact({ pictureType, proof, verifyCode: verifyCode.toLowerCase() }));
    expect(first.status).toBe(200);
    const reused = await send('/form/add', contact({ pictureType, proof, verifyCode }));
    expect([reused.status, reused.body.data, reused.rows.length]).toEqual([400, { field: 'verifyCode' }, 0]);
  });

  it('refuses an expired or unknown captcha', async () => {
    const { pictureType, verifyCode, proof } = await captcha();
    await api.store.query(`UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = $1`, [pictureType]);
    const expired = await send('/form/add', contact({ pictureType, proof, verifyCode }));
    expect([expired.status, expired.body.data, expired.rows.length]).toEqual([400, { field: 'verifyCode' }, 0]);
    // No proof of work can name an unknown captcha: refused before the captcha is looked at.
    const unknown = await send('/contact', { type: 'x', content: 'y', pictureType: 'no-such-captcha-id', verifyCode: 'ABCDE', proof });
    expect([unknown.status, unknown.body.data, unknown.rows.length]).toEqual([400, { field: 'proof' }, 0]);
  });
});

describe('bad input gets a 4xx naming the field and stores nothing', () => {
  const form = async (detail: Record<string, unknown>, code = 'partner') => send('/form/add', { code, detail, ...(await captcha()) });

  it.each([
    ['a missing required field', { ...details.partner, phone: undefined }, 'detail.phone'],
    ['an invalid email', { ...details.partner, email: 'not-an-email' }, 'detail.email'],
    ['a wrong type', { ...details.partner, email: 12345 }, 'detail.email'],
    ['an unticked agreement', { ...details.partner, agreement: false }, 'detail.agreement'],
    ['an agreement given as a string', { ...details.partner, agreement: 'true' }, 'detail.agreement'],
    ['an unknown field', { ...details.partner, isAdmin: true }, 'detail.isAdmin'],
    ['markup in a name', { ...details.partner, firstName: '<script>alert(1)</script>' }, 'detail.firstName'],
    ['an SQL fragment as an email', { ...details.partner, email: "x' OR '1'='1" }, 'detail.email'],
    ['an SQL fragment as a code', { ...details.partner, industry: "7C'; DROP TABLE submissions;--" }, 'detail.industry'],
    ['a control character in a single-line field', { ...details.partner, company: 'Evil\u0000Corp' }, 'detail.company'],
    ['a field over its length', { ...details.partner, comments: 'x'.repeat(5001) }, 'detail.comments'],
    ['products that are not a list', { ...details['free-trial'], products: 'waf' }, 'detail.products'],
    ['no product of interest', { ...details['free-trial'], products: [] }, 'detail.products'],
  ])('%s', async (_what, detail, field) => {
    const code = field === 'detail.products' ? 'free-trial' : 'partner';
    const { status, body, rows } = await form(detail as Record<string, unknown>, code);
    expect(status).toBe(400);
    expect(body.code).toBe('33920400');
    expect(body.data).toEqual({ field });
    expect(rows).toHaveLength(0);
  });

  it('refuses an unknown form code, a non-object body and malformed JSON', async () => {
    const unknown = await send('/form/add', { code: 'admin', detail: {}, ...(await captcha()) });
    expect([unknown.status, unknown.body.data]).toEqual([400, { field: 'code' }]);
    const list = await send('/contact', [1, 2, 3]);
    expect([list.status, list.body.data]).toEqual([400, { field: 'body' }]);
    const key = newKey();
    const broken = await api.post('/contact', '{"type": "sales", ', { 'idempotency-key': key });
    expect([broken.status, broken.body.data]).toEqual([400, { field: 'body' }]);
    expect(await stored(key)).toHaveLength(0);
  });

  it('refuses a 1 MB string with 413', async () => {
    const { status, body, rows } = await form({ ...details.partner, comments: 'x'.repeat(1024 * 1024) });
    expect(status).toBe(413);
    expect(body.code).toBe('33920413');
    expect(rows).toHaveLength(0);
  });

  it('refuses a bad belongCode and bad feedback', async () => {
    const belong = await send('/trans/contact/bad%20code/investment', { name: 'a', phone: '+1 555 0100', company: 'c', ...(await captcha()) });
    expect([belong.status, belong.body.data, belong.rows.length]).toEqual([400, { field: 'belongCode' }, 0]);
    const base = { pageCode: 'p', docName: 'd', docUrl: '/docs/p/', feedbackContent: 'text' };
    const none = await send('/document/feedback', { ...base, feedbackType: [] });
    expect([none.status, none.body.data, none.rows.length]).toEqual([400, { field: 'feedbackType' }, 0]);
    const unknownType = await send('/document/feedback', { ...base, feedbackType: ['boring'] });
    expect([unknownType.status, unknownType.body.data]).toEqual([400, { field: 'feedbackType.0' }]);
    const twice = await send('/document/feedback', { ...base, feedbackType: ['other', 'other'] });
    expect([twice.status, twice.body.data]).toEqual([400, { field: 'feedbackType' }]);
    const blank = await send('/document/feedback', { ...base, feedbackType: ['other'], feedbackContent: '   ' });
    expect([blank.status, blank.body.data, blank.rows.length]).toEqual([400, { field: 'feedbackContent' }, 0]);
  });
});

describe('hostile text is stored as text', () => {
  it('keeps script tags and SQL fragments in free text verbatim and harmless', async () => {
    const hostile = `<script>alert(1)</script>'); DROP TABLE submissions; -- ' OR '1'='1`;
    const { status, rows } = await send('/form/add', { code: 'contact', detail: { ...details.contact, comments: hostile, company: `Robert'); DELETE FROM entries;--` }, ...(await captcha()) });
    expect(status).toBe(200);
    expect(rows[0].payload.detail.comments).toBe(hostile);
    const [{ n }] = await api.store.query<{ n: number }>('SELECT count(*)::int AS n FROM entries');
    expect(n).toBeGreaterThan(0);
  });
});

describe('staff read of submissions', () => {
  it('needs the staff secret and filters by idempotency key', async () => {
    const { key } = await send('/document/feedback', { pageCode: 'p', docName: 'd', docUrl: '/d/', feedbackType: ['other'], feedbackContent: 'staff can read me' });
    expect((await api.get(`/submissions?idempotencyKey=${key}`)).status).toBe(401);
    expect((await api.get(`/submissions?idempotencyKey=${key}`, { 'x-staff-secret': 'wrong' })).status).toBe(401);
    const { status, body } = await api.get(`/submissions?idempotencyKey=${key}`, { 'x-staff-secret': 'forms-test-staff-secret' });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ kind: 'document-feedback', idempotencyKey: key, payload: { feedbackContent: 'staff can read me' } });
  });

  it('reveals a captcha answer only to staff', async () => {
    const { pictureType, verifyCode, proof } = await captcha();
    expect((await api.get(`/captcha/${pictureType}/answer`)).status).toBe(403);
    const { body } = await api.get(`/captcha/${pictureType}/answer`, { 'x-staff-secret': 'forms-test-staff-secret' });
    expect(body.data).toEqual({ answer: verifyCode });
  });
});

describe('rate limit', () => {
  it('answers writes over the per-IP limit with a 429 envelope and stores nothing', async () => {
    // A second handler on the same store, built with a low limit (limits are read when routes are registered).
    process.env.FORM_RATE_LIMIT = '3';
    const server = http.createServer(createPortalHandler(api.store));
    process.env.FORM_RATE_LIMIT = '1000';
    // Limits count in the store across instances: start from an empty window, not the writes of the tests above.
    await api.store.query('DELETE FROM rate_windows');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const statuses: number[] = [];
      let last: { code: string; message: string } | null = null;
      const key = newKey();
      for (let i = 0; i < 4; i++) {
        const response = await fetch(`http://127.0.0.1:${port}${API_BASE}/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': i === 3 ? key : newKey() },
          body: JSON.stringify({ type: 'sales', content: 'hello' }),
        });
        statuses.push(response.status);
        last = await response.json();
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      expect(last?.code).toBe('33920429');
      expect(await stored(key)).toHaveLength(0);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
