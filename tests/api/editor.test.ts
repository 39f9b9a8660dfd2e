import type { TestPortal } from './portal-server';
import { signIn, STAFF_PASSWORD, startWithStaff } from './staff-support';

let api: TestPortal;

beforeAll(async () => {
  api = await startWithStaff({ 'admin@example.com': 'admin', 'editor@example.com': 'editor', 'viewer@example.com': 'viewer', 'locked@example.com': 'editor' });
}, 60_000);
afterAll(() => api.close());

const call = (method: string, route: string, body?: unknown, cookie?: string, headers?: Record<string, string>) => api.staffCall(method, route, body, cookie, headers);

async function homeEntryId(cookie: string): Promise<number> {
  const list = await call('GET', '/editor/pages?language=EN_US&q=home', undefined, cookie);
  return list.body.data.find((p: { code: string }) => p.code === 'home').id;
}

/** Everything an editor call could change, to prove a refused call changed nothing. */
async function snapshot() {
  const [entries, mappings, revisions, staff] = await Promise.all([
    api.store.query('SELECT id, title, data, draft, version, published FROM entries ORDER BY id'),
    api.store.query('SELECT * FROM link_mappings ORDER BY link_uri'),
    api.store.query('SELECT count(*)::int AS n FROM revisions'),
    api.store.query('SELECT email FROM staff_users ORDER BY email'),
  ]);
  return JSON.stringify({ entries, mappings, revisions, staff });
}

const moduleList = [{ id: 'm1', name: 'Intro', type: 'richText', details: { visible: true, html: '<p>x</p>' } }];
/** Every editor call except sign-in, with a body that would change something if it were accepted. */
const EDITOR_CALLS: Array<[string, string, unknown?]> = [
  ['POST', '/editor/logout', {}],
  ['GET', '/editor/me'],
  ['GET', '/editor/pages?lang=EN_US'],
  ['POST', '/editor/pages', { path: '/refused/', lang: 'EN_US', title: 'Refused' }],
  ['GET', '/editor/site?language=EN_US'],
  ['GET', '/editor/entries/1'],
  ['POST', '/editor/entries/1/draft', { version: 1, data: { moduleViewList: moduleList } }],
  ['POST', '/editor/entries/1/publish', { version: 1 }],
  ['GET', '/editor/entries/1/history'],
  ['GET', '/editor/mappings'],
  ['POST', '/editor/mappings', { linkUri: '/refused', target: '/free-trial/' }],
  ['POST', '/editor/mappings/delete', { linkUri: '/about' }],
  ['POST', '/editor/preview-token', {}],
  ['GET', '/editor/staff'],
  ['POST', '/editor/staff', { email: 'new@example.com', password: STAFF_PASSWORD, role: 'admin' }],
];

describe('every editor call needs a live staff session', () => {
  it('refuses anonymous callers with 401 and changes nothing', async () => {
    const before = await snapshot();
    for (const [method, route, body] of EDITOR_CALLS) {
      const res = await call(method, route, body);
      expect([route, res.status, res.body.code]).toEqual([route, 401, '33920401']);
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses an expired session and a forged cookie with 401 and changes nothing', async () => {
    const cookie = await signIn(api, 'admin@example.com');
    expect((await call('GET', '/editor/me', undefined, cookie)).status).toBe(200);
    await api.store.query("UPDATE staff_sessions SET expires_at = now() - interval '1 minute'");
    const forged = `${cookie.split('.')[0]}.not-the-signature`;
    const before = await snapshot();
    for (const [method, route, body] of EDITOR_CALLS) {
      expect([route, (await call(method, route, body, cookie)).status]).toEqual([route, 401]);
      expect([route, (await call(method, route, body, forged)).status]).toEqual([route, 401]);
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses a role below the call with 403 and changes nothing', async () => {
    const viewer = await signIn(api, 'viewer@example.com');
    const editor = await signIn(api, 'editor@example.com');
    const before = await snapshot();
    expect((await call('GET', '/editor/pages', undefined, viewer)).status).toBe(200);
    const draft = await call('POST', '/editor/entries/1/draft', { version: 1, data: { moduleViewList: moduleList } }, viewer);
    expect(draft.status).toBe(403);
    expect(draft.body.message).toMatch(/editor role/);
    expect((await call('POST', '/editor/pages', { path: '/x/', lang: 'EN_US', title: 'X' }, viewer)).status).toBe(403);
    expect((await call('POST', '/editor/staff', { email: 'n@example.com', password: STAFF_PASSWORD, role: 'admin' }, editor)).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('two creations of one staff email at once give one account and a 409, never a 500', async () => {
    const admin = await signIn(api, 'admin@example.com');
    const body = { email: 'twice@example.com', password: STAFF_PASSWORD, role: 'editor', name: 'Twice' };
    const answers = await Promise.all([call('POST', '/editor/staff', body, admin), call('POST', '/editor/staff', body, admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('a staff account for twice@example.com already exists');
    expect(await api.store.query("SELECT id FROM staff_users WHERE email = 'twice@example.com'")).toHaveLength(1);
  });
});

describe('sign-in', () => {
  it('sets an httpOnly, SameSite=Strict session cookie with an expiry, and logout ends the session', async () => {
    const res = await call('POST', '/editor/login', { email: 'Editor@Example.com ', password: STAFF_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.staff).toMatchObject({ email: 'editor@example.com', role: 'editor' });
    expect(res.setCookie).toMatch(/^edn_staff=[\w-]+\.[\w-]+; Path=\/api\/portal\/v1\/editor; Max-Age=28800; HttpOnly; SameSite=Strict$/);
    const [stored] = await api.store.query<{ password_hash: string }>("SELECT password_hash FROM staff_users WHERE email = 'editor@example.com'");
    expect(stored.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    const cookie = res.setCookie!.split(';')[0];
    const out = await call('POST', '/editor/logout', {}, cookie);
    expect(out.setCookie).toMatch(/^edn_staff=; Path=\/api\/portal\/v1\/editor; Max-Age=0/);
    expect((await call('GET', '/editor/me', undefined, cookie)).status).toBe(401);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await call('POST', '/editor/login', { email: 'editor@example.com', password: 'nope' });
    const unknown = await call('POST', '/editor/login', { email: 'nobody@example.com', password: 'nope' });
    expect([wrong.status, wrong.body.message]).toEqual([401, 'email or password is wrong']);
    expect([unknown.status, unknown.body.message]).toEqual([401, 'email or password is wrong']);
    expect(wrong.setCookie).toBeNull();
    await call('POST', '/editor/login', { email: 'editor@example.com', password: STAFF_PASSWORD }); // resets the count
  });

  it('locks an account for 15 minutes after five failures in a row, even for the right password', async () => {
    for (let i = 1; i <= 4; i++) expect((await call('POST', '/editor/login', { email: 'locked@example.com', password: `wrong ${i}` })).status).toBe(401);
    const fifth = await call('POST', '/editor/login', { email: 'locked@example.com', password: 'wrong 5' });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(/locked for 15 minutes/);
    const right = await call('POST', '/editor/login', { email: 'locked@example.com', password: STAFF_PASSWORD });
    expect(right.status).toBe(429);
    expect(right.setCookie).toBeNull();
    const [row] = await api.store.query<{ minutes: number }>(
      "SELECT round(extract(epoch FROM locked_until - now()) / 60)::int AS minutes FROM login_attempts WHERE email = 'locked@example.com'",
    );
    expect(row.minutes).toBe(15);
    await api.store.query("UPDATE login_attempts SET locked_until = now() - interval '1 second' WHERE email = 'locked@example.com'");
    expect((await call('POST', '/editor/login', { email: 'locked@example.com', password: STAFF_PASSWORD })).status).toBe(200);
  }, 30_000);

});

describe('draft, preview and publish', () => {
  /** A page of this test's own (independent of the seed), published once with one rich-text module. */
  async function publishedPage(cookie: string, code: string, html: string) {
    const created = (await call('POST', '/editor/pages', { path: `/${code}/`, lang: 'EN_US', title: 'Flow' }, cookie)).body.data;
    const modules = [{ id: 'intro', name: 'Intro', type: 'richText', details: { visible: true, html } }];
    const saved = await call('POST', `/editor/entries/${created.id}/draft`, { version: created.version, data: { ...created.data, moduleViewList: modules } }, cookie);
    const published = await call('POST', `/editor/entries/${created.id}/publish`, { version: saved.body.data.version }, cookie);
    expect(published.status).toBe(200);
    return published.body.data;
  }
  const publicHtml = async (code: string, headers: Record<string, string> = {}) =>
    (await call('GET', `/page/page-code?pageCode=${code}&lang=EN_US`, undefined, undefined, headers)).body.data.moduleViewList.map((m: { details: string }) => JSON.parse(m.details).html);

  it('saves a draft with history, previews it with a token while the public page stays, then publishes', async () => {
    const cookie = await signIn(api, 'editor@example.com');
    const page = await publishedPage(cookie, 'flow', '<p>Live text</p>');
    const modules = [
      { ...page.data.moduleViewList[0], details: { visible: true, html: '<p>Draft text</p>' } },
      { id: 'added-1', name: 'Added', type: 'richText', details: { visible: false, html: '<p>hidden</p>' } },
    ];
    const saved = await call('POST', `/editor/entries/${page.id}/draft`, { version: page.version, title: page.title, data: { ...page.data, moduleViewList: modules } }, cookie);
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(page.version + 1);

    const [row] = await api.store.query<{ data: any; draft: any }>('SELECT data, draft FROM entries WHERE id = $1', [page.id]);
    expect(row.data.moduleViewList[0].details.html).toBe('<p>Live text</p>');
    expect(row.draft.data.moduleViewList.map((m: { id: string }) => m.id)).toEqual(['intro', 'added-1']);

    expect(await publicHtml('flow')).toEqual(['<p>Live text</p>']);
    const token = (await call('POST', '/editor/preview-token', {}, cookie)).body.data.token;
    expect(await publicHtml('flow', { ispreview: 'true', pretoken: token })).toEqual(['<p>Draft text</p>', '<p>hidden</p>']);
    expect(await publicHtml('flow')).toEqual(['<p>Live text</p>']);

    const published = await call('POST', `/editor/entries/${page.id}/publish`, { version: saved.body.data.version }, cookie);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ version: page.version + 2, hasDraft: false, published: true });
    expect(await publicHtml('flow')).toEqual(['<p>Draft text</p>', '<p>hidden</p>']);

    const rows = (await call('GET', `/editor/entries/${page.id}/history`, undefined, cookie)).body.data;
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['publish', 'save', 'publish', 'save', 'create']);
    expect(rows.map((r: { staffEmail: string }) => r.staffEmail)).toEqual(rows.map(() => 'editor@example.com'));
    expect(rows[1].summary).toBe('added Added; edited Intro');
    expect(rows[3].summary).toBe('added Intro');
    expect(new Date(rows[0].createdAt).getTime()).not.toBeNaN();
    expect((await call('POST', `/editor/entries/${page.id}/publish`, { version: page.version + 2 }, cookie)).status).toBe(409);
  });

  it('shows a draft by entry id or code on the preview routes, only with a preview token', async () => {
    const cookie = await signIn(api, 'editor@example.com');
    const created = (await call('POST', '/editor/pages', { path: '/draft-only/', lang: 'EN_US', title: 'Draft only' }, cookie)).body.data;
    const token = (await call('POST', '/editor/preview-token', {}, cookie)).body.data.token;
    const preview = { ispreview: 'true', pretoken: token };
    const byId = await call('GET', `/preview-page/page-code?pageCode=${created.id}`, undefined, undefined, preview);
    expect(byId.body.data).toMatchObject({ id: created.id, code: 'draft-only', name: 'Draft only', path: '/draft-only/' });
    expect((await call('GET', '/preview/page-code?pageCode=draft-only&lang=EN_US', undefined, undefined, preview)).body.data.id).toBe(created.id);
    expect((await call('GET', `/preview-page/page-code?pageCode=${created.id}`)).status).toBe(401);
    expect((await call('GET', '/page/page-code?pageCode=draft-only')).status).toBe(404);
    expect((await call('GET', '/preview-page/page-code?pageCode=999999', undefined, undefined, preview)).status).toBe(404);
  });

  it('refuses a save against a stale version with 409 naming who saved last, and keeps their work', async () => {
    const first = await signIn(api, 'editor@example.com');
    const second = await signIn(api, 'admin@example.com');
    const loaded = await publishedPage(first, 'conflict', '<p>start</p>');
    const withHtml = (html: string) => ({ ...loaded.data, moduleViewList: [{ ...loaded.data.moduleViewList[0], details: { visible: true, html } }] });
    expect((await call('POST', `/editor/entries/${loaded.id}/draft`, { version: loaded.version, data: withHtml('<p>first</p>') }, first)).status).toBe(200);
    const stale = await call('POST', `/editor/entries/${loaded.id}/draft`, { version: loaded.version, data: withHtml('<p>second</p>') }, second);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('33920409');
    expect(stale.body.message).toMatch(/changed by editor@example\.com at \d{4}-\d\d-\d\dT/);
    expect((await call('POST', `/editor/entries/${loaded.id}/publish`, { version: loaded.version }, second)).status).toBe(409);
    const [row] = await api.store.query<{ draft: any }>('SELECT draft FROM entries WHERE id = $1', [loaded.id]);
    expect(row.draft.data.moduleViewList[0].details.html).toBe('<p>first</p>');
    expect(await publicHtml('conflict')).toEqual(['<p>start</p>']);
  });

  it('refuses malformed drafts with a 400 naming the field', async () => {
    const cookie = await signIn(api, 'editor@example.com');
    const id = await homeEntryId(cookie);
    const { version } = (await call('GET', `/editor/entries/${id}`, undefined, cookie)).body.data;
    const noVisible = await call('POST', `/editor/entries/${id}/draft`, { version, data: { moduleViewList: [{ id: 'a', name: '', type: 'richText', details: { html: '' } }] } }, cookie);
    expect([noVisible.status, noVisible.body.data.field]).toEqual([400, 'data.moduleViewList.0.details.visible']);
    expect((await call('POST', '/editor/entries/abc/draft', { version }, cookie)).status).toBe(400);
    expect((await call('GET', '/editor/entries/999999', undefined, cookie)).status).toBe(404);
  });
});

describe('pages, site documents and link mappings', () => {
  it('lists and searches pages by language and type', async () => {
    const cookie = await signIn(api, 'viewer@example.com');
    const all = (await call('GET', '/editor/pages', undefined, cookie)).body.data;
    expect(new Set(all.map((p: { lang: string }) => p.lang))).toEqual(new Set(['EN_US', 'ZH_CN', 'JA_JP', 'KO_KR']));
    const ja = (await call('GET', '/editor/pages?language=JA_JP&type=page&q=home', undefined, cookie)).body.data;
    expect(ja.map((p: { lang: string; code: string; path: string }) => [p.lang, p.code, p.path])).toContainEqual(['JA_JP', 'home', '/']);
    expect(ja.every((p: { lang: string }) => p.lang === 'JA_JP')).toBe(true);
    expect((await call('GET', '/editor/pages?q=%25%25no-such%25', undefined, cookie)).body.data).toEqual([]);
  });

  it('creates an unpublished page at a path with its type and code from the route table', async () => {
    const cookie = await signIn(api, 'editor@example.com');
    const created = await call('POST', '/editor/pages', { path: 'product/fast-cdn', lang: 'EN_US', title: 'Fast CDN' }, cookie);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ type: 'product', code: 'fast-cdn', published: false, data: { path: '/product/fast-cdn/' } });
    expect((await call('GET', '/product/page-code?pageCode=fast-cdn&lang=EN_US')).status).toBe(404);
    const again = await call('POST', '/editor/pages', { path: '/product/fast-cdn/', lang: 'EN_US', title: 'Again' }, cookie);
    expect([again.status, again.body.message]).toEqual([409, 'a page already exists at /product/fast-cdn/ in EN_US']);
    const bad = await call('POST', '/editor/pages', { path: '/a b/<x>/', lang: 'EN_US', title: 'Bad' }, cookie);
    expect([bad.status, bad.body.data.field]).toEqual([400, 'path']);
    const { id, version } = created.body.data;
    expect((await call('POST', `/editor/entries/${id}/publish`, { version }, cookie)).status).toBe(200);
    expect((await call('GET', '/product/page-code?pageCode=fast-cdn&lang=EN_US')).body.data.name).toBe('Fast CDN');
  });

  it('edits a site document through draft and publish', async () => {
    const cookie = await signIn(api, 'editor@example.com');
    const docs = (await call('GET', '/editor/site?language=EN_US', undefined, cookie)).body.data;
    const website = docs.find((d: { type: string }) => d.type === 'website');
    const entry = (await call('GET', `/editor/entries/${website.id}`, undefined, cookie)).body.data;
    const data = { ...entry.data, logoUrl: '/images/new-logo.svg' };
    const saved = await call('POST', `/editor/entries/${website.id}/draft`, { version: entry.version, data }, cookie);
    expect(saved.status).toBe(200);
    expect((await call('GET', '/website?lang=EN_US')).body.data.logoUrl).not.toBe('/images/new-logo.svg');
    await call('POST', `/editor/entries/${website.id}/publish`, { version: saved.body.data.version }, cookie);
    expect((await call('GET', '/website?lang=EN_US')).body.data.logoUrl).toBe('/images/new-logo.svg');
    expect((await call('POST', `/editor/entries/${website.id}/draft`, { version: saved.body.data.version + 1, data: 'text' }, cookie)).status).toBe(400);
  });

  it('saves link mappings only to on-site targets', async () => {
    const cookie = await signIn(api, 'editor@example.com');
    for (const target of ['https://evil.example/', '//evil.example/', '/\\evil', 'javascript:alert(1)']) {
      const res = await call('POST', '/editor/mappings', { linkUri: '/old-offer', target }, cookie);
      expect([target, res.status, res.body.data?.field]).toEqual([target, 400, 'target']);
    }
    const saved = await call('POST', '/editor/mappings', { linkUri: '/old-offer', target: '/free-trial/' }, cookie);
    expect(saved.body.data).toEqual({ linkUri: '/old-offer/', target: '/free-trial/' });
    expect((await call('POST', '/mapping', { linkUri: '/old-offer/' })).body.data).toEqual({ target: '/free-trial/' });
    const history = await api.store.query<{ staff_email: string; summary: string }>("SELECT staff_email, summary FROM revisions WHERE subject = 'mapping:/old-offer/'");
    expect(history).toEqual([{ staff_email: 'editor@example.com', summary: '/old-offer/ -> /free-trial/' }]);
    expect((await call('POST', '/editor/mappings/delete', { linkUri: '/old-offer/' }, cookie)).status).toBe(200);
    expect((await call('POST', '/mapping', { linkUri: '/old-offer/' })).body.data).toBeNull();
    expect((await call('POST', '/editor/mappings/delete', { linkUri: '/old-offer/' }, cookie)).status).toBe(404);
  });
});
