import { startTestPortal, type TestPortal } from './portal-server';

/** GET /{type}/page-code for content detail routes: composed from the kind 'news' entry when no page row exists. */
const STAFF = 'content-detail-staff-secret';
let api: TestPortal;
let preview: Record<string, string>;
beforeAll(async () => {
  process.env.STAFF_SECRET = STAFF;
  api = await startTestPortal();
  preview = { ispreview: 'true', pretoken: (await api.post('/preview/token', {}, { 'x-staff-secret': STAFF })).body.data.token };
  // An app detail with its own module list, and one without: the second is not a page (an app detail fails without a module list).
  const insert = `INSERT INTO entries (kind, type, code, lang, title, summary, body, tag, data, published, sort, published_at)
    VALUES ('news', 'VIDEOS', $1, 'EN_US', $2, '', '', 'VIDEOS', $3, true, 0, now())`;
  await api.store.query(insert, ['edgeray-app', 'EdgeRay app', JSON.stringify({ url: '/videos/edgeray-app/', extendType: 'app', jsonModuleList: [
    { name: 'Download', type: 'appManage', details: { visible: true, items: [{ systemPlat: 'win', systemName: 'Windows', systemUa: 'Windows', url: '/downloads/x.msi' }] } },
  ] })]);
  await api.store.query(insert, ['empty-app', 'Empty app', JSON.stringify({ url: '/videos/empty-app/', extendType: 'app' })]);
}, 60_000);
afterAll(() => api.close());

const page = (type: string, code: string, lang = 'EN_US') => api.get(`/${type}/page-code?pageCode=${encodeURIComponent(code)}&lang=${lang}`);
const types = (data: { moduleViewList: Array<{ type: string }> }) => data.moduleViewList.map((m) => m.type);
const firstCode = async (type: string, body: Record<string, unknown> = {}) => (await api.post(`/news/${type}?lang=EN_US`, { pageSize: 50, ...body })).body.data.rows;

describe('content detail pages', () => {
  it('composes a blog article: article module with the entry body, related reading, news navigation', async () => {
    const [row] = await firstCode('blog');
    const { status, body } = await page('blog', row.code);
    expect(status).toBe(200);
    expect(body.data.name).toBe(row.title);
    expect(body.data.path).toBe(row.url);
    expect(types(body.data)).toEqual(['newsDetail', 'relatedContent', 'newsNav']);
    const detail = JSON.parse(body.data.moduleViewList[0].details);
    expect(detail).toMatchObject({ visible: true, type: 'BLOG', title: row.title, listUrl: '/blog/' });
    expect(detail.html.length).toBeGreaterThan(20);
    const related = JSON.parse(body.data.moduleViewList[1].details);
    expect(related.kind).toBe('articles');
    expect(related.items.every((i: { url: string }) => i.url !== row.url)).toBe(true);
    const nav = JSON.parse(body.data.moduleViewList[2].details).items.map((i: { type: string; details: string }) => ({ type: i.type, ...JSON.parse(i.details) }));
    const recommend = nav.find((i: { type: string }) => i.type === 'hotRecommend');
    expect(recommend.recommendList.length).toBeGreaterThan(0);
    for (const r of recommend.recommendList) expect(r.title).toEqual(expect.any(String));
  });

  it('composes in the reader language and for every detail family', async () => {
    for (const [route, type] of [['news', 'news'], ['glossary', 'glossary'], ['case-study', 'case_study'], ['events', 'events'], ['reports', 'reports'], ['ebooks', 'ebooks']]) {
      const [row] = (await api.post(`/news/${type}?lang=KO_KR`, { pageSize: 1 })).body.data.rows;
      const ko = await page(route, row.code, 'KO_KR');
      expect([route, ko.status]).toEqual([route, 200]);
      expect(ko.body.data.name).toBe(row.title);
    }
  });

  it('answers an unknown code with 404 and code 33922001', async () => {
    const { status, body } = await page('blog', 'no-such-article');
    expect(status).toBe(404);
    expect(body.code).toBe('33922001');
  });

  it('adds related videos to a video of extendType record', async () => {
    const rows = await firstCode('videos');
    const record = rows.find((r: { data: { extendType?: string } }) => r.data.extendType === 'record');
    const { body } = await page('videos', record.code);
    const related = JSON.parse(body.data.moduleViewList.find((m: { type: string }) => m.type === 'relatedContent').details);
    expect(related.kind).toBe('videos');
    for (const item of related.items) expect(rows.find((r: { url: string }) => r.url === item.url).data.extendType).toBe('record');
  });

  it('uses an app detail’s own module list, and 404s an app detail without one', async () => {
    const app = await page('videos', 'edgeray-app');
    expect(types(app.body.data)).toEqual(['appManage', 'newsNav']);
    expect((await page('videos', 'empty-app')).status).toBe(404);
  });

  it('resolves news/content/{type}/{id} by id', async () => {
    const [row] = await firstCode('news');
    const { status, body } = await page('news-content', `news/${row.id}`);
    expect(status).toBe(200);
    expect(body.data.name).toBe(row.title);
  });

  it('keeps a seeded page row ahead of a news entry with the same code', async () => {
    const { body } = await page('events', 'igaming-live-2025');
    expect(types(body.data)).toContain('countdown');
  });

  it('previews the page of a products or solutions tree node by id, for staff only', async () => {
    type Node = { id?: number; url?: string; children?: Node[] };
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const dns = flat((await api.get('/products?lang=EN_US')).body.data).find((n) => n.url === '/product/cloud-dns/')!;
    const solution = flat((await api.get('/solutions?lang=EN_US')).body.data).find((n) => n.id !== undefined && n.url?.startsWith('/solutions/'))!;
    const staff = await api.get(`/product/page-code?pageCode=preview/${dns.id}/pageDetail&lang=EN_US`, preview);
    expect(staff.status).toBe(200);
    expect(staff.body.data).toMatchObject({ type: 'product', code: 'cloud-dns' });
    expect((await api.get(`/solutions/page-code?pageCode=preview/${solution.id}&lang=EN_US`, preview)).body.data.path).toBe(solution.url);
    expect((await page('product', `preview/${dns.id}/pageDetail`)).status).toBe(404);
    expect((await api.get('/product/page-code?pageCode=preview/999999/pageDetail&lang=EN_US', preview)).status).toBe(404);
  });
});
