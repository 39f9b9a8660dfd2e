import { startTestPortal, type TestPortal } from './portal-server';
import { createStaff } from '../../portal/staff/accounts';

/** Unpublishing and deleting documentation nodes: off the site (tree, search, sitemap), children refused, nothing half-stored. */
let api: TestPortal;
const PASSWORD = 'correct horse battery';
let editor = '';

const post = async (route: string, body: unknown, cookie = editor) => api.staffCall('POST', route, body, cookie);
const snapshot = async () => JSON.stringify(await api.store.query('SELECT id, lang, parent_id, name, draft, published, version FROM doc_nodes ORDER BY id, lang'))
  + JSON.stringify(await api.store.query('SELECT count(*)::int AS n FROM revisions'));

const treeIds = async (cateId: number) => {
  const ids: number[] = [];
  const walk = (nodes: Array<{ id: number; children?: unknown[] }>) => nodes.forEach((n) => (ids.push(n.id), walk((n.children ?? []) as never)));
  walk((await api.get(`/help-doc/menu/directories/${cateId}?lang=EN_US`)).body.data);
  return ids;
};
const search = async (keyword: string) => (await api.post('/search?lang=EN_US', { type: 'document', keyword })).body.data.rows.map((r: { id: number }) => r.id);
const sitemap = async () => (await api.get('/sitemap')).body.data.map((r: { path: string; lang: string }) => `${r.lang} ${r.path}`);

/** A published article under User Guide (112) holding `word`, and its version. */
async function publishedArticle(name: string, word: string): Promise<{ id: number; version: number }> {
  const created = (await post('/editor/docs/nodes', { lang: 'EN_US', kind: 'article', parentId: 112, name })).body.data;
  await post(`/editor/docs/nodes/${created.id}/draft`, { lang: 'EN_US', version: 1, fields: { name, contentHtml: `<p>About ${word}</p>`, loginRequired: false } });
  const published = await post(`/editor/docs/nodes/${created.id}/publish`, { lang: 'EN_US', version: 2 });
  expect(published.status).toBe(200);
  return { id: created.id, version: published.body.data.version };
}

beforeAll(async () => {
  api = await startTestPortal();
  await createStaff(api.store, { email: 'remover@example.com', password: PASSWORD, role: 'editor' });
  await createStaff(api.store, { email: 'looker@example.com', password: PASSWORD, role: 'viewer' });
  const signIn = async (email: string) => (await fetch(`${api.baseUrl}/editor/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) })).headers.get('set-cookie')!.split(';')[0];
  editor = await signIn('remover@example.com');
}, 60_000);
afterAll(() => api.close());

describe('unpublish', () => {
  it('takes a published article out of the tree, its page, search and sitemap, and keeps its text as a draft', async () => {
    const { id, version } = await publishedArticle('Wombat tunnels', 'wombatish');
    expect(await treeIds(110)).toContain(id);
    expect(await search('wombatish')).toEqual([id]);
    expect(await sitemap()).toContain(`EN_US /docs/cdn/${id}/`);

    const res = await post(`/editor/docs/nodes/${id}/unpublish`, { lang: 'EN_US', version });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ published: false, version: version + 1, fields: { contentHtml: '<p>About wombatish</p>' } });
    expect(await treeIds(110)).not.toContain(id);
    expect((await api.get(`/help-doc/document/${id}?lang=EN_US`)).status).toBe(404);
    expect(await search('wombatish')).toEqual([]);
    expect(await sitemap()).not.toContain(`EN_US /docs/cdn/${id}/`);
    const history = (await api.staffCall('GET', `/editor/docs/nodes/${id}/history?language=EN_US`, undefined, editor)).body.data;
    expect(history[0]).toMatchObject({ action: 'unpublish', staffEmail: 'remover@example.com' });

    // Published again, it is back.
    expect((await post(`/editor/docs/nodes/${id}/publish`, { lang: 'EN_US', version: version + 1 })).status).toBe(200);
    expect(await search('wombatish')).toEqual([id]);
  });

  it('refuses a directory with published children, one not published, a stale version and a viewer, changing nothing', async () => {
    const draft = (await post('/editor/docs/nodes', { lang: 'EN_US', kind: 'article', parentId: 112, name: 'Never out' })).body.data;
    const guide = (await api.staffCall('GET', '/editor/docs/nodes/112?language=EN_US', undefined, editor)).body.data;
    const before = await snapshot();
    const full = await post('/editor/docs/nodes/112/unpublish', { lang: 'EN_US', version: guide.version });
    expect([full.status, full.body.data]).toEqual([409, { field: 'children' }]);
    expect(full.body.message).toMatch(/^children: "User Guide" still holds \d+ published nodes \("Configure caching rules", .* and 1 more\); move or remove them first/);
    expect((await post(`/editor/docs/nodes/${draft.id}/unpublish`, { lang: 'EN_US', version: 1 })).body.message).toMatch(/"Never out" is not published/);
    expect((await post('/editor/docs/nodes/112/unpublish', { lang: 'EN_US', version: guide.version + 1 })).status).toBe(409);
    const looker = (await fetch(`${api.baseUrl}/editor/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'looker@example.com', password: PASSWORD }) })).headers.get('set-cookie')!.split(';')[0];
    expect((await post('/editor/docs/nodes/1121/unpublish', { lang: 'EN_US', version: 1 }, looker)).status).toBe(403);
    expect((await post('/editor/docs/nodes/99999/unpublish', { lang: 'EN_US', version: 1 })).status).toBe(404);
    expect((await post('/editor/docs/nodes/1121/unpublish', { lang: 'XX', version: 1 })).status).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});

describe('delete', () => {
  it('refuses a directory that holds nodes, published or in a draft move, and changes nothing', async () => {
    const dir = (await post('/editor/docs/nodes', { lang: 'EN_US', kind: 'directory', parentId: 110, name: 'Soon empty' })).body.data;
    const moving = (await post('/editor/docs/nodes', { lang: 'EN_US', kind: 'article', parentId: 110, name: 'Moving in' })).body.data;
    const moved = (await post(`/editor/docs/nodes/${moving.id}/move`, { lang: 'EN_US', version: 1, parentId: dir.id, position: 0 })).body.data;
    const before = await snapshot();
    const refused = await post(`/editor/docs/nodes/${dir.id}/delete`, { lang: 'EN_US', version: dir.version });
    expect([refused.status, refused.body.data, refused.body.message]).toEqual([409, { field: 'children' }, expect.stringMatching(/"Soon empty" still holds 1 nodes \("Moving in"\)/)]);
    expect((await post('/editor/docs/nodes/112/delete', { lang: 'EN_US', version: 1 })).status).toBe(409);
    expect(await snapshot()).toBe(before);

    // Emptied, it goes; its other languages are not touched.
    expect((await post(`/editor/docs/nodes/${moving.id}/delete`, { lang: 'EN_US', version: moved.version })).status).toBe(200);
    const deleted = await post(`/editor/docs/nodes/${dir.id}/delete`, { lang: 'EN_US', version: dir.version });
    expect([deleted.status, deleted.body.data]).toEqual([200, { id: dir.id, lang: 'EN_US' }]);
    expect(await api.store.query('SELECT id FROM doc_nodes WHERE id = ANY($1)', [[dir.id, moving.id]])).toEqual([]);
    expect((await api.staffCall('GET', `/editor/docs/nodes/${dir.id}?language=EN_US`, undefined, editor)).status).toBe(404);
    const revisions = await api.store.query<{ action: string }>('SELECT action FROM revisions WHERE subject = $1 ORDER BY id DESC LIMIT 1', [`doc:${dir.id}:EN_US`]);
    expect(revisions).toEqual([{ action: 'delete' }]);
  });

  it('deletes a published article: it leaves the tree, search and sitemap', async () => {
    const { id, version } = await publishedArticle('Numbat notes', 'numbatish');
    expect((await post(`/editor/docs/nodes/${id}/delete`, { lang: 'EN_US', version })).status).toBe(200);
    expect(await treeIds(110)).not.toContain(id);
    expect(await search('numbatish')).toEqual([]);
    expect(await sitemap()).not.toContain(`EN_US /docs/cdn/${id}/`);
    expect((await api.get(`/help-doc/document/${id}?lang=EN_US`)).status).toBe(404);
  });
});
