import { startTestPortal, type TestPortal } from './portal-server';
import { createStaff } from '../../portal/staff/accounts';

/** The documentation centre in the editor: tree rules, drafts invisible to visitors, publish, conflicts, history. */
let api: TestPortal;
const PASSWORD = 'correct horse battery';
let editor = '';
let other = '';
let viewer = '';

const call = (method: string, route: string, body?: unknown, cookie?: string, headers?: Record<string, string>) => api.staffCall(method, route, body, cookie, headers);

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${api.baseUrl}/editor/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  return response.headers.get('set-cookie')!.split(';')[0];
}

const post = (route: string, body: unknown, cookie = editor) => call('POST', route, body, cookie);
const get = (route: string, cookie = editor) => call('GET', route, undefined, cookie);
const node = async (id: number, lang = 'EN_US') => (await get(`/editor/docs/nodes/${id}?language=${lang}`)).body.data;
const snapshot = async () => JSON.stringify(await api.store.query('SELECT id, lang, parent_id, name, sort, draft, published, version FROM doc_nodes ORDER BY id, lang'))
  + JSON.stringify(await api.store.query('SELECT count(*)::int AS n FROM revisions'));

/** Public reads of the documentation centre, as a visitor makes them. */
const visitor = {
  treeIds: async (cateId: number) => {
    const ids: number[] = [];
    const walk = (nodes: Array<{ id: number; children?: unknown[] }>) => nodes.forEach((n) => (ids.push(n.id), walk((n.children ?? []) as never)));
    walk((await api.get(`/help-doc/menu/directories/${cateId}?lang=EN_US`)).body.data);
    return ids;
  },
  document: (id: number) => api.get(`/help-doc/document/${id}?lang=EN_US`),
  search: async (keyword: string) => (await api.post('/search?lang=EN_US', { type: 'document', keyword })).body.data.rows.map((r: { id: number }) => r.id),
  sitemap: async () => (await api.get('/sitemap')).body.data.map((r: { path: string; lang: string }) => `${r.lang} ${r.path}`),
  page: (code: string) => api.get(`/doc/page-code?lang=EN_US&pageCode=${encodeURIComponent(code)}`),
};

beforeAll(async () => {
  api = await startTestPortal();
  await createStaff(api.store, { email: 'docs@example.com', password: PASSWORD, role: 'editor' });
  await createStaff(api.store, { email: 'other@example.com', password: PASSWORD, role: 'editor' });
  await createStaff(api.store, { email: 'reader@example.com', password: PASSWORD, role: 'viewer' });
  [editor, other, viewer] = await Promise.all([signIn('docs@example.com'), signIn('other@example.com'), signIn('reader@example.com')]);
}, 60_000);
afterAll(() => api.close());

describe('the editor tree', () => {
  it('lists one language with its titles, kinds and versions, menu groups before API products', async () => {
    const { status, body } = await get('/editor/docs/tree?language=JA_JP');
    expect(status).toBe(200);
    expect(body.data.map((n: { kind: string }) => n.kind)).toEqual(['group', 'group', 'group', 'apiProduct', 'apiProduct']);
    const cdn = body.data[0].children[0];
    expect([cdn.kind, cdn.name, cdn.path]).toEqual(['product', 'コンテンツ配信ネットワーク', '/docs/cdn/']);
    expect(cdn.children.map((c: { id: number }) => c.id)).toEqual([111, 113, 112, 114, 115]);
    expect(cdn.children[0]).toMatchObject({ kind: 'directory', name: 'はじめに', published: true, hasDraft: false, version: 1 });
  });

  it('needs a staff session to read, and the editor role to write; a foreign Origin is refused', async () => {
    const before = await snapshot();
    expect((await call('GET', '/editor/docs/tree?language=EN_US')).status).toBe(401);
    expect((await post('/editor/docs/nodes', { lang: 'EN_US', kind: 'article', parentId: 110, name: 'x' }, '')).status).toBe(401);
    expect((await post('/editor/docs/nodes', { lang: 'EN_US', kind: 'article', parentId: 110, name: 'x' }, viewer)).status).toBe(403);
    expect((await post('/editor/docs/nodes/1111/rename', { lang: 'EN_US', version: 1, name: 'x' }, viewer)).status).toBe(403);
    const foreign = await call('POST', '/editor/docs/nodes', { lang: 'EN_US', kind: 'article', parentId: 110, name: 'x' }, editor, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});

describe('tree rules', () => {
  const refused = async (route: string, body: unknown, status: number, message: RegExp) => {
    const before = await snapshot();
    const res = await post(route, body);
    expect([res.status, res.body.message]).toEqual([status, expect.stringMatching(message)]);
    expect(await snapshot()).toBe(before);
  };

  it('refuses what a parent may not contain, naming the rule', async () => {
    await refused('/editor/docs/nodes', { lang: 'EN_US', kind: 'article', parentId: 1111, name: 'Inside an article' }, 400, /^parentId: a article cannot contain a article \(it holds nothing\)/);
    await refused('/editor/docs/nodes', { lang: 'EN_US', kind: 'product', parentId: 111, name: 'P', productCode: 'p' }, 400, /a directory cannot contain a product/);
    await refused('/editor/docs/nodes', { lang: 'EN_US', kind: 'apiDocument', parentId: 110, name: 'API' }, 400, /a product cannot contain a apiDocument \(it holds directory and article nodes\)/);
    await refused('/editor/docs/nodes', { lang: 'EN_US', kind: 'article', parentId: 999999, name: 'x' }, 400, /^parentId: no node 999999/);
    await refused('/editor/docs/nodes', { lang: 'EN_US', kind: 'group', parentId: 110, name: 'x' }, 400, /^kind:/);
  });

  it('refuses moving a directory into itself or below itself, and out of its product', async () => {
    await refused('/editor/docs/nodes/112/move', { lang: 'EN_US', version: 1, parentId: 112, position: 0 }, 400, /"User Guide" cannot move into itself or one of its own directories/);
    await refused('/editor/docs/nodes/112/move', { lang: 'EN_US', version: 1, parentId: 1123, position: 0 }, 400, /cannot move into itself/);
    await refused('/editor/docs/nodes/1111/move', { lang: 'EN_US', version: 1, parentId: 211, position: 0 }, 400, /belongs to product cdn and stays in it/);
    await refused('/editor/docs/nodes/110/move', { lang: 'EN_US', version: 1, parentId: null, position: 0 }, 400, /a product needs a parent/);
  });

  it('refuses nesting deeper than five levels below a product', async () => {
    const levels: number[] = [110];
    for (let level = 1; level <= 5; level++) {
      const res = await post('/editor/docs/nodes', { lang: 'KO_KR', kind: 'directory', parentId: levels[level - 1], name: `Level ${level}` });
      expect(res.status).toBe(200);
      levels.push(res.body.data.id);
    }
    await refused('/editor/docs/nodes', { lang: 'KO_KR', kind: 'article', parentId: levels[5], name: 'Too deep' }, 400, /at most 5 levels below a product; this would make 6/);
    // Getting Started holds articles: under level 4 they would sit at level 6.
    await refused('/editor/docs/nodes/111/move', { lang: 'KO_KR', version: 1, parentId: levels[4], position: 0 }, 400, /this would make 6/);
    expect((await post('/editor/docs/nodes/111/move', { lang: 'KO_KR', version: 1, parentId: levels[3], position: 0 })).status).toBe(200);
  });

  it('refuses a product code that is taken or is a documentation path', async () => {
    await refused('/editor/docs/nodes', { lang: 'EN_US', kind: 'product', parentId: 100, name: 'Again', productCode: 'cdn' }, 409, /a product with the code "cdn" exists already/);
    await refused('/editor/docs/nodes', { lang: 'EN_US', kind: 'product', parentId: 100, name: 'API', productCode: 'api' }, 400, /^productCode: "api" is a documentation centre path/);
    await refused('/editor/docs/nodes', { lang: 'EN_US', kind: 'product', parentId: 100, name: 'Bad', productCode: 'Bad Code' }, 400, /^productCode: lower-case letters/);
  });
});

describe('an article from creation to publish', () => {
  let id = 0;

  it('is created unpublished under a product and stays invisible to visitors while it is moved and edited', async () => {
    const created = await post('/editor/docs/nodes', { lang: 'EN_US', kind: 'article', parentId: 110, name: 'Zebra routing', position: 0 });
    expect(created.status).toBe(200);
    id = created.body.data.id;
    expect(created.body.data).toMatchObject({ kind: 'article', published: false, version: 1, path: `/docs/cdn/${id}/`, fields: { name: 'Zebra routing', contentHtml: '', loginRequired: false } });
    const tree = (await get('/editor/docs/tree?language=EN_US')).body.data;
    expect(tree[0].children[0].children[0]).toMatchObject({ id, published: false });

    const saved = await post(`/editor/docs/nodes/${id}/draft`, { lang: 'EN_US', version: 1, fields: { name: 'Zebra routing', contentHtml: '<p>Stripes quokka everywhere</p>', loginRequired: false } });
    expect(saved.body.data).toMatchObject({ version: 2, hasDraft: true });
    // Into User Guide, between Caching and Purge.
    const moved = await post(`/editor/docs/nodes/${id}/move`, { lang: 'EN_US', version: 2, parentId: 112, position: 1 });
    expect(moved.body.data).toMatchObject({ version: 3, parentId: 112 });
    const guide = (await get('/editor/docs/tree?language=EN_US')).body.data[0].children[0].children.find((c: { id: number }) => c.id === 112);
    expect(guide.children.map((c: { id: number }) => c.id)).toEqual([1121, id, 1122, 1123]);

    expect(await visitor.treeIds(110)).not.toContain(id);
    expect((await visitor.document(id)).status).toBe(404);
    expect((await visitor.page(`cdn/${id}`)).status).toBe(404);
    expect(await visitor.search('quokka')).toEqual([]);
    expect(await visitor.sitemap()).not.toContain(`EN_US /docs/cdn/${id}/`);
  });

  it('shows the draft in a staff preview only', async () => {
    const token = (await post('/editor/preview-token', {})).body.data.token as string;
    const preview = { ispreview: 'true', pretoken: token };
    const doc = await api.get(`/help-doc/document/${id}?lang=EN_US`, preview);
    expect([doc.status, doc.body.data.content]).toEqual([200, '<p>Stripes quokka everywhere</p>']);
    expect((await api.post('/search?lang=EN_US', { type: 'document', keyword: 'quokka' }, preview)).body.data.rows.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('refuses a stale version with 409 naming who saved last, and changes nothing', async () => {
    const before = await snapshot();
    const res = await post(`/editor/docs/nodes/${id}/rename`, { lang: 'EN_US', version: 2, name: 'Stale' }, other);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/"Zebra routing" was changed by docs@example.com at \d{4}-.*\(version 3, you edited version 2\)/);
    expect(await snapshot()).toBe(before);
  });

  it('refuses invalid fields naming the field', async () => {
    const res = await post(`/editor/docs/nodes/${id}/draft`, { lang: 'EN_US', version: 3, fields: { name: '', contentHtml: '<p>x</p>', loginRequired: false } });
    expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(/^fields\.name:/)]);
  });

  it('after publish, the tree, previous/next order, page, search and sitemap show it in its new place', async () => {
    const published = await post(`/editor/docs/nodes/${id}/publish`, { lang: 'EN_US', version: 3 });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ published: true, hasDraft: false, version: 4 });
    const tree = (await api.get('/help-doc/menu/directories/110?lang=EN_US')).body.data;
    const guide = tree.find((c: { id: number }) => c.id === 112);
    expect(guide.children.map((c: { id: number }) => c.id)).toEqual([1121, id, 1122, 1123]);
    const doc = await visitor.document(id);
    expect([doc.status, doc.body.data.title, doc.body.data.content]).toEqual([200, 'Zebra routing', '<p>Stripes quokka everywhere</p>']);
    expect((await visitor.page(`cdn/${id}`)).status).toBe(200);
    expect(await visitor.search('quokka')).toEqual([id]);
    expect(await visitor.sitemap()).toContain(`EN_US /docs/cdn/${id}/`);
    expect((await post(`/editor/docs/nodes/${id}/publish`, { lang: 'EN_US', version: 4 })).body.message).toMatch(/nothing to publish/);
  });

  it('keeps a history of who did what', async () => {
    const { body } = await get(`/editor/docs/nodes/${id}/history?language=EN_US`);
    expect(body.data.map((r: { action: string; staffEmail: string }) => `${r.action} ${r.staffEmail}`)).toEqual([
      'publish docs@example.com', 'save docs@example.com', 'save docs@example.com', 'create docs@example.com',
    ]);
    expect(body.data[1].summary).toBe('moved from Content Delivery Network to User Guide');
  });

  it('moves a published article as a draft: visitors keep the old place until the next publish', async () => {
    const moved = await post(`/editor/docs/nodes/${id}/move`, { lang: 'EN_US', version: 4, parentId: 111, position: 2 });
    expect(moved.status).toBe(200);
    const guide = (await api.get('/help-doc/menu/directories/110?lang=EN_US')).body.data.find((c: { id: number }) => c.id === 112);
    expect(guide.children.map((c: { id: number }) => c.id)).toContain(id);
    await post(`/editor/docs/nodes/${id}/publish`, { lang: 'EN_US', version: 5 });
    const start = (await api.get('/help-doc/menu/directories/110?lang=EN_US')).body.data.find((c: { id: number }) => c.id === 111);
    expect(start.children.map((c: { id: number }) => c.id)).toEqual([1111, 1112, id]);
  });
});

describe('publish order', () => {
  it('refuses to publish an article before its new directory, then accepts it after', async () => {
    const dir = (await post('/editor/docs/nodes', { lang: 'ZH_CN', kind: 'directory', parentId: 210, name: '新目录' })).body.data;
    const article = (await post('/editor/docs/nodes', { lang: 'ZH_CN', kind: 'article', parentId: dir.id, name: '新文章' })).body.data;
    const before = await snapshot();
    const early = await post(`/editor/docs/nodes/${article.id}/publish`, { lang: 'ZH_CN', version: 1 });
    expect([early.status, early.body.message]).toEqual([409, 'publish "新目录" first: "新文章" sits in it and visitors cannot see it yet']);
    expect(await snapshot()).toBe(before);
    expect((await post(`/editor/docs/nodes/${dir.id}/publish`, { lang: 'ZH_CN', version: 1 })).status).toBe(200);
    expect((await post(`/editor/docs/nodes/${article.id}/publish`, { lang: 'ZH_CN', version: 1 })).status).toBe(200);
    expect((await api.get(`/help-doc/document/${article.id}?lang=ZH_CN`)).status).toBe(200);
    // Other languages do not have it.
    expect((await api.get(`/help-doc/document/${article.id}?lang=EN_US`)).status).toBe(404);
  });

  it('refuses a publish that would make a cycle among moves still in draft', async () => {
    // Published: 112 > 1123. Drafts: 1123 to the product, then 112 into 1123. Publishing 112 alone would loop.
    const lang = 'JA_JP';
    expect((await post('/editor/docs/nodes/1123/move', { lang, version: 1, parentId: 110, position: 0 })).status).toBe(200);
    expect((await post('/editor/docs/nodes/112/move', { lang, version: 1, parentId: 1123, position: 0 })).status).toBe(200);
    const before = await snapshot();
    const res = await post('/editor/docs/nodes/112/publish', { lang, version: 2 });
    expect([res.status, res.body.message]).toEqual([409, expect.stringMatching(/publish the other moved nodes first: .*cannot move into itself/)]);
    expect(await snapshot()).toBe(before);
    expect((await post('/editor/docs/nodes/1123/publish', { lang, version: 2 })).status).toBe(200);
    expect((await post('/editor/docs/nodes/112/publish', { lang, version: 2 })).status).toBe(200);
    const tree = (await api.get('/help-doc/menu/directories/110?lang=JA_JP')).body.data;
    expect(tree.find((c: { id: number }) => c.id === 1123).children.map((c: { id: number }) => c.id)).toEqual([112, 11231]);
  });
});

describe('API documents and customer-only articles', () => {
  it('edits an API document’s parameters and access flag, published on publish', async () => {
    const current = await node(5101);
    expect(current.kind).toBe('apiDocument');
    const fields = { ...current.fields, access: 'deprecated', params: [...current.fields.params, { name: 'traceId', in: 'query', type: 'string', required: false, description: 'Trace' }] };
    const bad = await post('/editor/docs/nodes/5101/draft', { lang: 'EN_US', version: current.version, fields: { ...fields, access: 'maybe' } });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringMatching(/^fields\.access: /)]);
    const saved = await post('/editor/docs/nodes/5101/draft', { lang: 'EN_US', version: current.version, fields });
    expect(saved.status).toBe(200);
    const list = async () => (await api.get('/help-doc/menu/product-directories/api-doc?lang=EN_US&productCode=cdn')).body.data.categories.flatMap((c: { documents: unknown[] }) => c.documents);
    expect((await list()).find((d: { id: number }) => d.id === 5101).params.map((p: { name: string }) => p.name)).not.toContain('traceId');
    await post('/editor/docs/nodes/5101/publish', { lang: 'EN_US', version: saved.body.data.version });
    expect((await list()).find((d: { id: number }) => d.id === 5101).params.map((p: { name: string }) => p.name)).toContain('traceId');
  });

  it('makes an article customers-only: its text leaves the sitemap and the visitor’s view', async () => {
    const current = await node(1112);
    const saved = await post('/editor/docs/nodes/1112/draft', { lang: 'EN_US', version: current.version, fields: { ...current.fields, loginRequired: true } });
    await post('/editor/docs/nodes/1112/publish', { lang: 'EN_US', version: saved.body.data.version });
    const doc = await visitor.document(1112);
    expect([doc.body.data.access, doc.body.data.content]).toEqual(['restricted', '']);
    expect(await visitor.sitemap()).not.toContain('EN_US /docs/cdn/1112/');
  });
});
