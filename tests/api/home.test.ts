import { startTestPortal, type TestPortal } from './portal-server';
import { clearNews, insertEntries, putSiteDoc } from './fixtures';

let api: TestPortal;
let token: string;
const STAFF = 'home-test-staff-secret';

const serviceColumn = { id: 7, type: 'serviceColumn', details: { visible: true, title: 'What we do' } };
const solutionsTree = [
  { id: 1, name: 'By industry', defaultIcon: '/i/industry.svg', hoverIcon: '/i/industry-hover.svg', url: '/solutions/', children: [
    { classify: true, name: 'Industries', children: [
      { id: 11, name: 'Gaming', url: '/solutions/online-gaming/', children: [] },
      { id: 12, name: 'Finance', url: '/solutions/banking-finance/', recommend: true, children: [] },
    ] },
  ] },
];

beforeAll(async () => {
  process.env.STAFF_SECRET = STAFF;
  api = await startTestPortal();
  await clearNews(api.store);
  await putSiteDoc(api.store, 'home-modules', 'EN_US', { HOME: [serviceColumn], SHORTCUT: [{ id: 3, type: 'shortcut', details: '{"visible":true,"items":[]}' }] });
  await putSiteDoc(api.store, 'home-banners', 'EN_US', { home: [{ id: 1, title: 'Edge' }], ad: [{ id: 2, title: 'Ad' }] }, { home: [{ id: 1, title: 'Edge (draft)' }] });
  await putSiteDoc(api.store, 'image-resources', 'EN_US', { topcase: [{ id: 1, name: 'Acme' }], distribution: [] });
  await putSiteDoc(api.store, 'json-modules', 'EN_US', { AD: [{ id: 5, type: 'ad', details: { visible: true, title: 'Try it' } }] });
  await putSiteDoc(api.store, 'solutions-tree', 'EN_US', solutionsTree);
  await insertEntries(api.store, [
    ...['NEWS', 'BLOG', 'PRODUCTUPDATES'].flatMap((type) =>
      [1, 2, 3, 4].map((n) => ({ type, code: `${type.toLowerCase()}-${n}`, title: `${type} ${n}`, publishedAt: `2025-0${n}-01T00:00:00Z` }))),
    { type: 'BLOG', code: 'blog-old-pick', title: 'Old pick', publishedAt: '2020-01-01T00:00:00Z', data: { recommend: true } },
    { type: 'CASE_STUDY', code: 'case-a', title: 'Case A', publishedAt: '2025-01-01T00:00:00Z' },
    { type: 'CASE_STUDY', code: 'case-b', title: 'Case B', publishedAt: '2024-01-01T00:00:00Z', data: { recommend: true } },
    { type: 'CASE_STUDY', code: 'case-hidden', title: 'Hidden case', published: false },
  ]);
  token = (await api.post('/preview/token', {}, { 'x-staff-secret': STAFF })).body.data.token;
}, 60_000);
afterAll(() => api.close());

describe('home sections and modules', () => {
  it('GET /home/{shortcut|customercase|specialservice}/detail returns the stored section with details as JSON text', async () => {
    const shortcut = await api.get('/home/shortcut/detail');
    expect(shortcut.body.data).toEqual([{ id: 3, type: 'shortcut', details: '{"visible":true,"items":[]}' }]);
    expect((await api.get('/home/customercase/detail')).body.data).toEqual([]);
    expect((await api.get('/home/specialservice/detail')).body.data).toEqual([]);
  });

  it('GET /{belongType}/json-modules serves json-modules, then home-modules (home/getModules = GET /HOME/json-modules)', async () => {
    const home = await api.get('/HOME/json-modules');
    expect(home.body.data).toEqual([{ id: 7, type: 'serviceColumn', details: expect.any(String) }]);
    expect(JSON.parse(home.body.data[0].details)).toEqual(serviceColumn.details);
    expect((await api.get('/ad/json-modules')).body.data[0]).toMatchObject({ id: 5, type: 'ad' });
    expect((await api.get('/NOTHING/json-modules')).body.data).toEqual([]);
  });

  it('POST /json-module/{moduleId}/detail/json finds a module by id, optionally within a belongType', async () => {
    const found = await api.post('/json-module/7/detail/json', {});
    expect(found.body.data).toMatchObject({ id: 7, type: 'serviceColumn', belongType: 'HOME' });
    expect(JSON.parse(found.body.data.details)).toEqual(serviceColumn.details);
    expect((await api.post('/json-module/5/detail/json', { belongType: 'ad' })).body.data.type).toBe('ad');
    expect((await api.post('/json-module/5/detail/json', { belongType: 'HOME' })).status).toBe(404);
    expect((await api.post('/json-module/5/detail/json', { belongType: 5 })).body.data).toEqual({ field: 'belongType' });
  });
});

describe('banners and image resources', () => {
  it('GET /home/banners defaults to the home carousel, honours type and preview', async () => {
    expect((await api.get('/home/banners')).body.data).toEqual([{ id: 1, title: 'Edge' }]);
    expect((await api.get('/home/banners?type=ad')).body.data).toEqual([{ id: 2, title: 'Ad' }]);
    expect((await api.get('/home/banners?type=none')).body.data).toEqual([]);
    expect((await api.get('/home/banners', { ispreview: 'true', pretoken: token })).body.data).toEqual([{ id: 1, title: 'Edge (draft)' }]);
    expect((await api.get('/home/banners?type=')).body.data).toEqual({ field: 'type' });
  });

  it('GET /image/resource/{type} returns topcase or distribution; an unknown type is 404', async () => {
    expect((await api.get('/image/resource/topcase')).body.data).toEqual([{ id: 1, name: 'Acme' }]);
    expect((await api.get('/image/resource/distribution')).body.data).toEqual([]);
    const missing = await api.get('/image/resource/unknown');
    expect([missing.status, missing.body.code]).toEqual([404, '33922001']);
    // A language without the document is a 404 too, not an empty success.
    await api.store.query(`DELETE FROM entries WHERE kind = 'site' AND type = 'image-resources' AND lang = 'KO_KR'`);
    expect((await api.get('/image/resource/topcase?lang=ko')).status).toBe(404);
  });
});

describe('recommendation strips', () => {
  it('POST /news/recommendations returns [{type, rows}] per type, recommended first, three by default', async () => {
    const { body } = await api.post('/news/recommendations', {});
    expect(body.data.map((g: { type: string }) => g.type)).toEqual(['NEWS', 'BLOG', 'PRODUCTUPDATES']);
    for (const group of body.data) expect(group.rows).toHaveLength(3);
    expect(body.data[1].rows.map((r: { code: string }) => r.code)).toEqual(['blog-old-pick', 'blog-4', 'blog-3']);
    const custom = await api.post('/news/recommendations', { types: ['blog'], pageSize: 1 });
    expect(custom.body.data).toEqual([{ type: 'BLOG', rows: [expect.objectContaining({ code: 'blog-old-pick' })] }]);
    expect((await api.post('/news/recommendations', { types: ['nope'] })).body.data).toEqual({ field: 'types' });
    expect((await api.post('/news/recommendations', { types: [] })).body.data).toEqual({ field: 'types' });
  });

  it('GET /home/customer-cases lists published case studies, recommended first', async () => {
    const { body } = await api.get('/home/customer-cases');
    expect(body.data.map((r: { code: string }) => r.code)).toEqual(['case-b', 'case-a']);
    expect((await api.get('/home/customer-cases?pageSize=-3')).body.data).toEqual({ field: 'pageSize' });
  });

  it('POST /solutions/recommends returns flagged solutions with their category icons', async () => {
    const { body } = await api.post('/solutions/recommends', {});
    expect(body.data).toEqual([
      { id: 12, name: 'Finance', url: '/solutions/banking-finance/', defaultIcon: '/i/industry.svg', hoverIcon: '/i/industry-hover.svg', category: 'By industry' },
    ]);
    expect((await api.post('/solutions/recommends', { pageSize: 'all' })).body.data).toEqual({ field: 'pageSize' });
  });
});
