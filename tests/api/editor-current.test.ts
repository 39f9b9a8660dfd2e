import { startTestPortal, type TestPortal } from './portal-server';
import { createStaff } from '../../portal/staff/accounts';

let api: TestPortal;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  api = await startTestPortal();
  await createStaff(api.store, { email: 'ada@example.com', password: PASSWORD, role: 'editor', name: 'Ada' });
  await createStaff(api.store, { email: 'viewer@example.com', password: PASSWORD, role: 'viewer' });
}, 60_000);
afterAll(() => api.close());

const call = (method: string, route: string, body?: unknown, cookie?: string, headers?: Record<string, string>) => api.staffCall(method, route, body, cookie, headers);
const signIn = async (email: string) => (await call('POST', '/editor/login', { email, password: PASSWORD })).setCookie!.split(';')[0];

describe('GET /editor/entries/{id}/current', () => {
  it('gives an editor whose save met a newer version the entry as it is now and who saved it', async () => {
    const ada = await signIn('ada@example.com');
    const viewer = await signIn('viewer@example.com');
    const list = await call('GET', '/editor/pages?language=EN_US&q=home', undefined, ada);
    const id = list.body.data.find((p: { code: string }) => p.code === 'home').id;
    const loaded = (await call('GET', `/editor/entries/${id}`, undefined, ada)).body.data;
    const saved = await call('POST', `/editor/entries/${id}/draft`, { version: loaded.version, title: 'Home by Ada', summary: loaded.summary, data: loaded.data }, ada);
    expect(saved.status).toBe(200);
    const stale = await call('POST', `/editor/entries/${id}/draft`, { version: loaded.version, title: 'Home by me', data: loaded.data }, ada);
    expect(stale.status).toBe(409);

    const current = await call('GET', `/editor/entries/${id}/current`, undefined, viewer);
    expect(current.status).toBe(200);
    expect(current.body.data.entry).toMatchObject({ id, version: loaded.version + 1, title: 'Home by Ada', hasDraft: true });
    expect(current.body.data.lastChange).toMatchObject({ action: 'save', version: loaded.version + 1, staffEmail: 'ada@example.com', staffName: 'Ada' });
    expect(new Date(current.body.data.lastChange.at).getTime()).not.toBeNaN();
  });

  it("gives a news entry's fields as the news editor edits them, the body and tag included", async () => {
    const ada = await signIn('ada@example.com');
    const [row] = (await call('GET', '/editor/news?type=BLOG&language=EN_US', undefined, ada)).body.data;
    const news = (await call('GET', `/editor/news/${row.id}`, undefined, ada)).body.data;
    const fields = { ...news.fields, html: '<p>Saved by Ada</p>', tag: 'Other' };
    expect((await call('POST', `/editor/news/${row.id}/draft`, { version: news.version, fields }, ada)).status).toBe(200);
    const current = await call('GET', `/editor/entries/${row.id}/current`, undefined, ada);
    expect(current.body.data.entry).toMatchObject({ id: row.id, kind: 'news', version: news.version + 1, data: fields });
  });

  it('refuses without a session, a bad id with 400 and an unknown one with 404', async () => {
    expect((await call('GET', '/editor/entries/1/current')).status).toBe(401);
    const viewer = await signIn('viewer@example.com');
    const bad = await call('GET', '/editor/entries/abc/current', undefined, viewer);
    expect([bad.status, bad.body.data?.field]).toEqual([400, 'id']);
    expect((await call('GET', '/editor/entries/999999/current', undefined, viewer)).status).toBe(404);
  });
});
