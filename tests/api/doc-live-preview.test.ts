import { startTestPortal, type TestPortal } from './portal-server';
import { createStaff } from '../../portal/staff/accounts';

/** A doc node's live preview: the unsaved draft shows under its session's live token only, never to a visitor. */
let api: TestPortal;
const PASSWORD = 'correct horse battery';
const cookies: string[] = [];

const post = (route: string, body: unknown, cookie = cookies[0]) => api.staffCall('POST', route, body, cookie);
const doc = (id: number, headers?: Record<string, string>) => api.get(`/help-doc/document/${id}?lang=EN_US`, headers);

beforeAll(async () => {
  api = await startTestPortal();
  for (const [email, role] of [['live-doc@example.com', 'editor'], ['other-doc@example.com', 'editor'], ['view-doc@example.com', 'viewer']] as const) {
    await createStaff(api.store, { email, password: PASSWORD, role });
    const res = await fetch(`${api.baseUrl}/editor/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    cookies.push(res.headers.get('set-cookie')!.split(';')[0]);
  }
}, 60_000);
afterAll(() => api.close());

it('renders the held draft of article 1111 under its live token, and nothing else anywhere else', async () => {
  const published = (await doc(1111)).body.data;
  const held = await post('/editor/docs/nodes/1111/live-draft', { lang: 'EN_US', title: 'Unsaved title', body: '<p>Typed but not saved</p>' });
  expect(held.status).toBe(200);
  const token = (await post('/editor/docs/nodes/1111/live-token', { lang: 'EN_US' })).body.data.token as string;
  const live = await doc(1111, { ispreview: 'true', pretoken: token });
  expect([live.status, live.body.data.title, live.body.data.content]).toEqual([200, 'Unsaved title', '<p>Typed but not saved</p>']);

  // A visitor, another node under the same token, and another editor's live token see the stored text.
  const visitor = (await doc(1111)).body.data;
  expect([visitor.title, visitor.content]).toEqual([published.title, published.content]);
  expect((await doc(1112, { ispreview: 'true', pretoken: token })).body.data.content).not.toContain('Typed but not saved');
  const otherToken = (await post('/editor/docs/nodes/1111/live-token', { lang: 'EN_US' }, cookies[1])).body.data.token as string;
  expect((await doc(1111, { ispreview: 'true', pretoken: otherToken })).body.data.content).toBe(published.content);
  // Nothing was saved.
  expect((await api.store.query('SELECT draft FROM doc_nodes WHERE id = 1111 AND lang = $1', ['EN_US']))[0]).toEqual({ draft: null });
});

it('refuses visitors, viewers, unknown nodes and bad input', async () => {
  expect((await post('/editor/docs/nodes/1111/live-draft', { lang: 'EN_US', body: 'x' }, '')).status).toBe(401);
  expect((await post('/editor/docs/nodes/1111/live-token', { lang: 'EN_US' }, '')).status).toBe(401);
  expect((await post('/editor/docs/nodes/1111/live-draft', { lang: 'EN_US', body: 'x' }, cookies[2])).status).toBe(403);
  expect((await post('/editor/docs/nodes/987654/live-draft', { lang: 'EN_US', body: 'x' })).status).toBe(404);
  expect((await post('/editor/docs/nodes/1111/live-draft', { lang: 'XX', body: 'x' })).status).toBe(400);
  expect((await post('/editor/docs/nodes/abc/live-token', { lang: 'EN_US' })).status).toBe(400);
});
