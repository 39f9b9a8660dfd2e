import type { TestPortal } from './portal-server';
import { holdLiveDraft } from '../../portal/editor/live-drafts';
import { signIn, startWithStaff } from './staff-support';

/** Live preview: an editor's unsaved draft is held for its session only and read only through that session's live token. */

let api: TestPortal;

beforeAll(async () => {
  api = await startWithStaff({ 'live-a@example.com': 'editor', 'live-b@example.com': 'editor', 'live-viewer@example.com': 'viewer' });
}, 60_000);
afterAll(() => api.close());

async function call(method: string, route: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.baseUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: string; message: string; data: any };
  return { status: response.status, body: envelope, setCookie: response.headers.get('set-cookie') };
}

const asStaff = (cookie: string) => ({ cookie });
const previewHeaders = (token: string) => ({ ispreview: 'true', pretoken: token });

async function homeEntry(cookie: string) {
  const list = await call('GET', '/editor/pages?language=EN_US&q=home', undefined, asStaff(cookie));
  const id = list.body.data.find((p: { code: string }) => p.code === 'home').id as number;
  return (await call('GET', `/editor/entries/${id}`, undefined, asStaff(cookie))).body.data as { id: number; title: string; summary: string; data: { seo: unknown; moduleViewList: Array<Record<string, any>> } };
}

/** The English home page as the renderer asks for it, with the given headers (none: a visitor). */
async function homePage(headers: Record<string, string> = {}) {
  const res = await call('GET', '/page/page-code?pageCode=home&lang=EN_US', undefined, headers);
  expect(res.status).toBe(200);
  return res.body.data as { name: string; moduleViewList: Array<{ id: string; details: string }> };
}

const liveRows = async () => (await api.store.query<{ n: number }>('SELECT count(*)::int AS n FROM live_drafts'))[0].n;

test("an editor's unsaved draft shows only through that session's live token", async () => {
  const a = await signIn(api, 'live-a@example.com');
  const b = await signIn(api, 'live-b@example.com');
  const entry = await homeEntry(a);
  const before = JSON.stringify(await api.store.query('SELECT title, data, draft, version FROM entries WHERE id = $1', [entry.id]));
  const marker = `Live ${Date.now()}`;
  const modules = entry.data.moduleViewList.map((m, i) => (i === 0 ? { ...m, name: marker } : m));

  const held = await call('POST', `/editor/entries/${entry.id}/live-draft`, { title: marker, summary: entry.summary, data: { seo: entry.data.seo, moduleViewList: modules } }, asStaff(a));
  expect(held.status).toBe(200);
  expect(Date.parse(held.body.data.expiresAt)).toBeGreaterThan(Date.now());
  const live = await call('POST', `/editor/entries/${entry.id}/live-token`, {}, asStaff(a));
  expect(live.status).toBe(200);

  const seen = await homePage(previewHeaders(live.body.data.token));
  expect(seen.name).toBe(marker);
  expect(seen.moduleViewList[0]).toMatchObject({ name: marker });
  // The same entry by id (the /preview/page/content/<id>/ route) shows it too.
  const byId = await call('GET', `/preview-page/page-code?pageCode=${entry.id}&lang=EN_US`, undefined, previewHeaders(live.body.data.token));
  expect(byId.body.data.name).toBe(marker);

  // Nobody else sees it: a visitor, the same session's ordinary preview token, another editor's live token.
  expect((await homePage()).name).not.toBe(marker);
  const plain = await call('POST', '/editor/preview-token', {}, asStaff(a));
  expect((await homePage(previewHeaders(plain.body.data.token))).name).not.toBe(marker);
  const otherLive = await call('POST', `/editor/entries/${entry.id}/live-token`, {}, asStaff(b));
  expect((await homePage(previewHeaders(otherLive.body.data.token))).name).not.toBe(marker);

  // Nothing was saved: the entry, its draft and version are as they were.
  expect(JSON.stringify(await api.store.query('SELECT title, data, draft, version FROM entries WHERE id = $1', [entry.id]))).toBe(before);

  // Signing out drops the session's live drafts and its tokens stop working.
  expect((await call('POST', '/editor/logout', {}, asStaff(a))).status).toBe(200);
  expect((await api.store.query('SELECT 1 FROM live_drafts WHERE entry_id = $1 AND draft->>\'title\' = $2', [entry.id, marker])).length).toBe(0);
  expect((await call('GET', '/page/page-code?pageCode=home&lang=EN_US', undefined, previewHeaders(live.body.data.token))).status).toBe(401);
});

test('a draft arriving after its session ended is a 401 (not a 500), one for a deleted entry a 404; nothing is held', async () => {
  const a = await signIn(api, 'live-a@example.com');
  const entry = await homeEntry(a);
  const draft = { title: 'late', data: entry.data };
  await expect(holdLiveDraft(api.store, 'no-such-session', entry.id, draft as never)).rejects.toMatchObject({ status: 401 });
  const [session] = await api.store.query<{ id_hash: string }>('SELECT id_hash FROM staff_sessions LIMIT 1');
  await expect(holdLiveDraft(api.store, session.id_hash, 987654321, draft as never)).rejects.toMatchObject({ status: 404 });
  expect(await api.store.query("SELECT 1 FROM live_drafts WHERE draft->>'title' = 'late'")).toEqual([]);
});

test('a draft whose module fails its schema is held as typed, for the preview to show its placeholder', async () => {
  const a = await signIn(api, 'live-a@example.com');
  const entry = await homeEntry(a);
  const bad = { id: 'bad-banner', name: 'Broken', type: 'banner', details: { visible: true, slides: [{ title: 'x', url: 'javascript:alert(1)' }] } };
  const data = { seo: entry.data.seo, moduleViewList: [...entry.data.moduleViewList, bad] };
  // A saved draft refuses it, naming the field…
  const saved = await call('POST', `/editor/entries/${entry.id}/draft`, { version: 1, data }, asStaff(a));
  expect(saved.status).toBe(400);
  // …the live draft keeps it, and the renderer receives it as typed.
  expect((await call('POST', `/editor/entries/${entry.id}/live-draft`, { data }, asStaff(a))).status).toBe(200);
  const token = (await call('POST', `/editor/entries/${entry.id}/live-token`, {}, asStaff(a))).body.data.token;
  const page = await homePage(previewHeaders(token));
  expect(JSON.parse(page.moduleViewList.find((m) => m.id === 'bad-banner')!.details)).toEqual(bad.details);
});

test("a news article's unsaved body shows on its detail page through the live token only", async () => {
  const a = await signIn(api, 'live-a@example.com');
  const [blog] = await api.store.query<{ id: number; code: string; data: Record<string, unknown> }>(
    "SELECT id, code, data FROM entries WHERE kind = 'news' AND type = 'BLOG' AND lang = 'EN_US' AND published ORDER BY id LIMIT 1",
  );
  const marker = `Live body ${Date.now()}`;
  expect((await call('POST', `/editor/entries/${blog.id}/live-draft`, { title: marker, body: `<p>${marker}</p>`, publishedAt: '2020-01-02T00:00:00.000Z', data: blog.data }, asStaff(a))).status).toBe(200);
  const token = (await call('POST', `/editor/entries/${blog.id}/live-token`, {}, asStaff(a))).body.data.token;
  const detail = async (headers: Record<string, string>) => {
    const res = await call('GET', `/blog/page-code?pageCode=${encodeURIComponent(blog.code)}&lang=EN_US`, undefined, headers);
    expect(res.status).toBe(200);
    return JSON.stringify(res.body.data);
  };
  const article = (page: string) => JSON.parse(JSON.parse(page).moduleViewList.find((m: { type: string }) => m.type === 'newsDetail').details);
  const live = await detail(previewHeaders(token));
  expect(live).toContain(`<p>${marker}</p>`);
  expect(article(live).publishTime).toBe('2020-01-02T00:00:00.000Z');
  const visitor = await detail({});
  expect(visitor).not.toContain(marker);
  expect(article(visitor).publishTime).not.toBe('2020-01-02T00:00:00.000Z');
});

test('bad input and missing rights get a 4xx envelope and hold nothing', async () => {
  const a = await signIn(api, 'live-a@example.com');
  const viewer = await signIn(api, 'live-viewer@example.com');
  const entry = await homeEntry(a);
  const count = await liveRows();
  const cases: Array<[string, unknown, Record<string, string>, number, string?]> = [
    [`/editor/entries/${entry.id}/live-draft`, { data: { moduleViewList: [] } }, {}, 401],
    [`/editor/entries/${entry.id}/live-draft`, { data: { moduleViewList: [] } }, asStaff(viewer), 403],
    [`/editor/entries/${entry.id}/live-token`, {}, asStaff(viewer), 403],
    ['/editor/entries/abc/live-draft', { data: { moduleViewList: [] } }, asStaff(a), 400, 'id'],
    ['/editor/entries/99999999/live-draft', { data: { moduleViewList: [] } }, asStaff(a), 404],
    ['/editor/entries/99999999/live-token', {}, asStaff(a), 404],
    [`/editor/entries/${entry.id}/live-draft`, {}, asStaff(a), 400, 'data'],
    [`/editor/entries/${entry.id}/live-draft`, { data: 'text' }, asStaff(a), 400, 'data'],
    [`/editor/entries/${entry.id}/live-draft`, { data: { moduleViewList: [{ id: 'x', name: 'x', type: 'cta', details: {} }] } }, asStaff(a), 400, 'data.moduleViewList.0.details.visible'],
    [`/editor/entries/${entry.id}/live-draft`, { title: 'x'.repeat(301), data: { moduleViewList: [] } }, asStaff(a), 400, 'title'],
    [`/editor/entries/${entry.id}/live-draft`, { publishedAt: 'next tuesday', data: { moduleViewList: [] } }, asStaff(a), 400, 'publishedAt'],
  ];
  for (const [route, body, headers, status, field] of cases) {
    const res = await call('POST', route, body, headers);
    expect([route, res.status]).toEqual([route, status]);
    expect(res.body.code).not.toBe('0');
    if (field) expect(res.body.data).toEqual({ field });
  }
  expect(await liveRows()).toBe(count);
  // A token that is not valid is refused, never treated as a visitor.
  expect((await call('GET', '/page/page-code?pageCode=home&lang=EN_US', undefined, previewHeaders('forged.token'))).status).toBe(401);
});
