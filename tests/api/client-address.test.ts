import { startTestPortal, type TestPortal } from './portal-server';
import { FEEDBACK_TYPES } from '../../contract/form-schemas';

/** Behind TRUST_PROXY hops the client address is the one the trusted proxy saw, not what the client wrote. */
let api: TestPortal;
beforeAll(async () => {
  api = await startTestPortal({ TRUST_PROXY: '1', STAFF_SECRET: 'client-address-test-secret', CAPTCHA_RATE_LIMIT: '5' });
}, 120_000);
afterAll(() => api.close());

const feedback = (key: string) => ({ pageCode: 'cdn', docName: 'Doc', docUrl: '/docs/cdn/1/', feedbackType: [FEEDBACK_TYPES[0]], feedbackContent: key });

it('stores the address one hop from the right of X-Forwarded-For, not the leftmost one the client wrote', async () => {
  const key = 'client-address-key-1';
  const res = await api.post('/document/feedback', feedback(key), { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'idempotency-key': key });
  expect(res.status).toBe(200);
  const rows = await api.get(`/submissions?idempotencyKey=${key}`, { 'x-staff-secret': 'client-address-test-secret' });
  expect(rows.body.data[0].clientIp).toBe('203.0.113.9');
});

it('a client cannot escape the per-IP limit by rotating the leftmost X-Forwarded-For', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await api.get('/captcha', { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.77` })).status);
  expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  expect(statuses.slice(5)).toEqual([429, 429]);
});

it('with no trusted proxy the socket address counts and X-Forwarded-For is ignored', async () => {
  process.env.TRUST_PROXY = '';
  const key = 'client-address-key-2';
  await api.post('/document/feedback', feedback(key), { 'x-forwarded-for': '6.6.6.6', 'idempotency-key': key });
  const rows = await api.get(`/submissions?idempotencyKey=${key}`, { 'x-staff-secret': 'client-address-test-secret' });
  expect(rows.body.data[0].clientIp).toMatch(/127\.0\.0\.1$/);
});
