import { validate } from 'superstruct';
import { startTestPortal, type TestPortal } from './portal-server';
import { createStaff } from '../../portal/staff/accounts';
import { buildSeed } from '../../portal/seed';
import { moduleSchema } from '../../contract/modules';
import { resolveRoute } from '../../contract/routes';

/** The editor API refuses content the site cannot render: module details and site documents are checked against their schemas. */
let api: TestPortal;
let cookie: string;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  api = await startTestPortal();
  await createStaff(api.store, { email: 'validate@example.com', password: PASSWORD, role: 'editor' });
  const login = await fetch(`${api.baseUrl}/editor/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'validate@example.com', password: PASSWORD }) });
  cookie = login.headers.get('set-cookie')!.split(';')[0];
}, 60_000);
afterAll(() => api.close());

const staff = () => ({ cookie });
const draft = (id: number, body: unknown) => api.post(`/editor/entries/${id}/draft`, body, staff());
const publish = (id: number, version: number) => api.post(`/editor/entries/${id}/publish`, { version }, staff());
/** The stored row and its revision count: a refused call must leave both as they were. */
const stored = async (id: number) => {
  const [row] = await api.store.query('SELECT title, data, draft, version, published FROM entries WHERE id = $1', [id]);
  const [{ n }] = await api.store.query<{ n: number }>('SELECT count(*)::int AS n FROM revisions WHERE subject = $1', [`entry:${id}`]);
  return JSON.stringify({ row, n });
};

async function newPage(code: string) {
  const created = await api.post('/editor/pages', { path: `/${code}/`, lang: 'EN_US', title: code }, staff());
  expect(created.status).toBe(200);
  return created.body.data as { id: number; version: number; data: { path: string } };
}
const intro = { id: 'intro', name: 'Intro', type: 'richText', details: { visible: true, html: '<p>Hello</p>' } };
const hero = (url: string) => ({ id: 'hero', name: 'Hero', type: 'banner', details: { visible: true, slides: [{ title: 'Welcome', url }] } });

async function siteDoc(type: string) {
  const docs = (await api.get('/editor/site?language=EN_US', staff())).body.data as Array<{ id: number; type: string }>;
  const { id } = docs.find((d) => d.type === type)!;
  return (await api.get(`/editor/entries/${id}`, staff())).body.data as { id: number; version: number; data: any };
}

describe('page drafts: module details against their module schema', () => {
  it('refuses invalid details with a 400 naming the module and the field path, and stores nothing', async () => {
    const page = await newPage('validation-details');
    const before = await stored(page.id);
    const res = await draft(page.id, { version: page.version, data: { moduleViewList: [intro, hero('javascript:alert(1)')] } });
    expect([res.status, res.body.code, res.body.data.field]).toEqual([400, '33920400', 'data.moduleViewList.1.details.slides.0.url']);
    expect(res.body.message).toMatch(/^data\.moduleViewList\.1\.details\.slides\.0\.url: Expected a string matching .* \(module 1 'Hero' of type banner\)$/);

    const missing = await draft(page.id, { version: page.version, data: { moduleViewList: [{ ...intro, details: { visible: true } }] } });
    expect([missing.status, missing.body.message]).toEqual([400, "data.moduleViewList.0.details.html: is required (module 0 'Intro' of type richText)"]);
    const extra = await draft(page.id, { version: page.version, data: { moduleViewList: [{ ...intro, details: { ...intro.details, colour: 'red' } }] } });
    expect([extra.status, extra.body.data.field]).toEqual([400, 'data.moduleViewList.0.details.colour']);
    expect(await stored(page.id)).toBe(before);
  });

  it('refuses an unknown module type (also the names of Object.prototype) with a 400 naming index and type', async () => {
    const page = await newPage('validation-type');
    const before = await stored(page.id);
    for (const type of ['quote', 'constructor', '__proto__']) {
      const res = await draft(page.id, { version: page.version, data: { moduleViewList: [intro, { id: 'q', name: 'Q', type, details: { visible: true } }] } });
      expect([type, res.status, res.body.code, res.body.data.field]).toEqual([type, 400, '33920400', 'data.moduleViewList.1.type']);
      expect(res.body.message).toBe(`data.moduleViewList.1.type: unknown module type '${type}' (module 1); no module registers it`);
    }
    expect(await stored(page.id)).toBe(before);
  });

  it('still saves and publishes valid modules', async () => {
    const page = await newPage('validation-ok');
    const saved = await draft(page.id, { version: page.version, data: { moduleViewList: [intro, hero('/free-trial/')] } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.data.moduleViewList.map((m: { type: string }) => m.type)).toEqual(['richText', 'banner']);
    expect((await publish(page.id, saved.body.data.version)).status).toBe(200);
    const live = await api.get('/page/page-code?pageCode=validation-ok&lang=EN_US');
    expect(JSON.parse(live.body.data.moduleViewList[1].details).slides[0].url).toBe('/free-trial/');
  });

  it('refuses to publish a stored draft that fails the checks (saved before them), leaving the live page as it was', async () => {
    const page = await newPage('validation-legacy');
    const saved = await draft(page.id, { version: page.version, data: { moduleViewList: [intro] } });
    // A draft written straight to the store, as content saved before these checks existed could be.
    const legacy = { title: 'legacy', summary: '', data: { path: page.data.path, moduleViewList: [{ ...intro, details: { visible: true, html: 5 } }] } };
    await api.store.query('UPDATE entries SET draft = $2 WHERE id = $1', [page.id, JSON.stringify(legacy)]);
    const before = await stored(page.id);
    const res = await publish(page.id, saved.body.data.version);
    expect([res.status, res.body.message]).toEqual([400, "data.moduleViewList.0.details.html: expected string (module 0 'Intro' of type richText)"]);
    expect(await stored(page.id)).toBe(before);
    expect((await api.get('/page/page-code?pageCode=validation-legacy&lang=EN_US')).status).toBe(404);
  });
});

describe('site documents against their schema', () => {
  it('refuses an invalid site document of every schema family with a 400 naming the field, and stores nothing', async () => {
    const cases: Array<[string, (data: any) => unknown, string]> = [
      ['menus', (menus) => [{ ...menus[0], title: undefined }, ...menus.slice(1)], 'data.0.title'],
      ['menus', (menus) => [{ ...menus[0], children: [{ ...menus[0].children[0], target: '_top' }] }], 'data.0.children.0.target'],
      ['footer', (links) => [...links, { title: 'Bad', url: 'javascript:alert(1)' }], `data.6.url`],
      ['header', (header) => ({ ...header, topBanner: { ...header.topBanner, url: undefined } }), 'data.topBanner.url'],
      ['website', (web) => ({ ...web, defaultLanguage: 'FR_FR' }), 'data.defaultLanguage'],
      ['products-tree', (tree) => [{ ...tree[0], children: 'none' }], 'data.0.children'],
      ['hot-menus', () => ({ title: 'not a list' }), 'data'],
      // Stored modules: details are JSON text, and a registered type's details must pass its module schema.
      ['home-modules', (doc) => ({ ...doc, HOME: [{ ...doc.HOME[0], details: '{"visible":true,' }, ...doc.HOME.slice(1)] }), 'data.HOME.0.details'],
      ['home-modules', (doc) => ({ ...doc, HOME: [{ ...doc.HOME[0], details: JSON.stringify({ visible: true, columns: 'none' }) }] }), 'data.HOME.0.details.columns'],
      ['json-modules', (doc) => ({ ...doc, APP: [{ ...doc.APP[0], jsonModuleList: [{ id: 1, type: 'appManage', details: JSON.stringify({ items: [{ systemUa: 'BeOS' }] }) }] }] }), 'data.APP.0.jsonModuleList.0.details.items.0.systemPlat'],
      ['ads', (ads) => [{ ...ads[0], url: 'javascript:alert(1)' }], 'data.0.url'],
      ['news-constants', (doc) => ({ ...doc, newsTypes: [{ code: 'BLOG', name: 'x'.repeat(201) }] }), 'data.newsTypes.0.name'],
      ['home-banners', (doc) => ({ ...doc, home: [{ ...doc.home[0], title: undefined }] }), 'data.home.0.title'],
      ['image-resources', (doc) => ({ ...doc, distribution: [{ ...doc.distribution[0], pops: 'many' }] }), 'data.distribution.0.pops'],
      ['seo', (doc) => ({ ...doc, common: { ...doc.common, default: { ...doc.common.default, title: 5 } } }), 'data.common.default.title'],
      ['dicts', (doc) => ({ ...doc, industry: [{ code: '', name: 'Empty code' }] }), 'data.industry.0.code'],
      ['doc-top-search-words', () => ({ words: 'caching' }), 'data.words'],
      ['doc-param-dicts', (doc) => ({ ...doc, 'service-region': [{ value: 'global' }] }), 'data.service-region.0.label'],
    ];
    for (const [type, change, field] of cases) {
      const doc = await siteDoc(type);
      const before = await stored(doc.id);
      const res = await draft(doc.id, { version: doc.version, data: change(doc.data) });
      expect([type, res.status, res.body.code, res.body.data?.field]).toEqual([type, 400, '33920400', field]);
      expect(res.body.message.startsWith(`${field}: `)).toBe(true);
      expect(await stored(doc.id)).toBe(before);
    }
  });

  it('saves and publishes a valid edit, which the public call then serves', async () => {
    const doc = await siteDoc('footer');
    const links = [...doc.data, { title: 'Status', url: 'https://status.edgenova.example/', linkType: 'href' }];
    const saved = await draft(doc.id, { version: doc.version, data: links });
    expect(saved.status).toBe(200);
    expect((await publish(doc.id, saved.body.data.version)).status).toBe(200);
    expect((await api.get('/footer?lang=EN_US')).body.data).toEqual(links);
  });

  it('saves and publishes a valid edit of a document that used to have only the list-or-object check', async () => {
    const doc = await siteDoc('seo');
    expect((await draft(doc.id, { version: doc.version, data: 'text' })).status).toBe(400);
    const data = { ...doc.data, common: { ...doc.data.common, default: { ...doc.data.common.default, title: 'Edgenova: the edge platform' } } };
    const saved = await draft(doc.id, { version: doc.version, data });
    expect(saved.status).toBe(200);
    expect((await publish(doc.id, saved.body.data.version)).status).toBe(200);
    expect((await api.get('/seoCommon/default?lang=EN_US')).body.data.title).toBe('Edgenova: the edge platform');
  });
});

describe('seeded content detail pages', () => {
  it('compose modules that pass their module schemas, for every seeded article in every language', async () => {
    const failures: string[] = [];
    const news = buildSeed().entries.filter((e) => e.kind === 'news' && typeof (e.data as { url?: unknown })?.url === 'string');
    expect(news.length).toBeGreaterThan(100);
    for (const e of news) {
      const route = resolveRoute((e.data as { url: string }).url)!;
      const res = await api.get(`/${route.type}/page-code?pageCode=${encodeURIComponent(route.code)}&lang=${e.lang}`);
      if (res.status !== 200) {
        failures.push(`${e.lang} ${e.type}/${e.code}: ${res.status}`);
        continue;
      }
      for (const m of res.body.data.moduleViewList as Array<{ id: string; type: string; details: string }>) {
        const schema = moduleSchema(m.type);
        const [error] = schema ? validate(JSON.parse(m.details), schema, { coerce: true }) : [];
        if (!schema || error) failures.push(`${e.lang} ${e.type}/${e.code} ${m.type}: ${error ? `${error.path.join('.')} ${error.message.slice(0, 160)}` : 'unknown type'}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
