import { startTestPortal, type TestPortal } from './portal-server';
import { FEEDBACK_TYPES } from '../../contract/form-schemas';

/** A retry of a stored submission gets its first answer even when the client is over the rate limit. */
let api: TestPortal;
beforeAll(async () => {
  api = await startTestPortal({ FORM_RATE_LIMIT: '2' });
}, 120_000);
afterAll(() => api.close());

const feedback = (text: string) => ({ pageCode: 'cdn', docName: 'Doc', docUrl: '/docs/cdn/1/', feedbackType: [FEEDBACK_TYPES[0]], feedbackContent: text });
const rows = async (key: string) => (await api.store.query('SELECT id FROM submissions WHERE idempotency_key = $1', [key])).length;

it('looks the idempotency key up before the rate limit, so a retry is answered, not refused and later resent', async () => {
  const first = await api.post('/document/feedback', feedback('stored once'), { 'idempotency-key': 'retry-key-0001' });
  expect(first.status).toBe(200);
  expect((await api.post('/document/feedback', feedback('other'), { 'idempotency-key': 'retry-key-0002' })).status).toBe(200);
  expect((await api.post('/document/feedback', feedback('over'), { 'idempotency-key': 'retry-key-0003' })).status).toBe(429);
  const retry = await api.post('/document/feedback', feedback('stored once'), { 'idempotency-key': 'retry-key-0001' });
  expect(retry.status).toBe(200);
  expect(retry.body.data).toEqual(first.body.data);
  expect(await rows('retry-key-0001')).toBe(1);
  expect(await rows('retry-key-0003')).toBe(0);
  // A different submission under a used key is still a conflict, limit or not.
  expect((await api.post('/document/feedback', feedback('changed'), { 'idempotency-key': 'retry-key-0001' })).status).toBe(409);
});
