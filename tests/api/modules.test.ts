import { startTestPortal, type TestPortal } from './portal-server';
import { clearNews, insertEntries, putSiteDoc } from './fixtures';

let api: TestPortal;
let preview: Record<string, string>;
let articleId: number;
const STAFF = 'modules-test-staff-secret';

const video = (code: string, extra: { extendType?: string; videoType?: string; recommend?: boolean; publishedAt?: string; published?: boolean; tag?: string } = {}) => ({
  type: 'VIDEOS', code, title: `Video ${code}`, tag: extra.tag ?? '', published: extra.published, publishedAt: extra.publishedAt,
  data: { url: `/videos/${code}/`, extendType: extra.extendType, videoType: extra.videoType, recommend: extra.recommend,
    jsonModuleList: [{ id: 1, type: 'multipleCarousel', details: { visible: true, items: [] } }] },
});

beforeAll(async () => {
  process.env.STAFF_SECRET = STAFF;
  api = await startTestPortal();
  await clearNews(api.store);
  [articleId] = await insertEntries(api.store, [
    { type: 'BLOG', code: 'seo-post', title: 'SEO post', summary: 'About SEO', tag: 'Other', data: { seo: { keywords: 'seo, edge' } } },
    video('tour', { extendType: 'record', videoType: 'product', publishedAt: '2025-03-01T00:00:00Z' }),
    video('demo', { extendType: 'record', videoType: 'product', recommend: true, publishedAt: '2025-02-01T00:00:00Z' }),
    video('keynote', { extendType: 'record', videoType: 'event', publishedAt: '2025-01-01T00:00:00Z' }),
    video('live-1', { extendType: 'live', publishedAt: '2025-04-01T00:00:00Z' }),
    video('draft-video', { extendType: 'record', videoType: 'product', published: false }),
    { kind: 'page', type: 'page', code: 'about-edgenova', title: 'About us', summary: 'Who we are', data: { path: '/about-edgenova/', seo: { keywords: 'about' } } },
    { kind: 'page', type: 'product', code: 'cloud-dns', title: 'Cloud DNS', data: { path: '/product/cloud-dns/' } },
  ]);
  await putSiteDoc(api.store, 'seo', 'EN_US', { common: { home: { title: 'Edgenova', description: 'Edge platform' } }, modules: { glossary: { title: 'Glossary' } } });
  await putSiteDoc(api.store, 'products-tree', 'EN_US', [{ id: 1, name: 'Web', url: '/web/', children: [{ classify: true, name: 'G', children: [{ id: 15, name: 'Cloud DNS', url: '/product/cloud-dns/', children: [] }] }] }]);
  await putSiteDoc(api.store, 'json-modules', 'EN_US', {
    APP: [{ id: 9, pageCode: 'player-app', name: 'Player', jsonModuleList: [{ id: 1, type: 'appManage', details: { visible: true, items: [] } }] }],
  });
  preview = { ispreview: 'true', pretoken: (await api.post('/preview/token', {}, { 'x-staff-secret': STAFF })).body.data.token };
}, 60_000);
afterAll(() => api.close());

describe('SEO', () => {
  it('GET /seoCommon/{seoCommon} returns a stored SEO block or 404', async () => {
    expect((await api.get('/seoCommon/home')).body.data).toEqual({ title: 'Edgenova', description: 'Edge platform' });
    expect((await api.get('/seoCommon/nothing')).status).toBe(404);
  });

  it('GET /seoModule/{seoModule} derives SEO from an article by id or code, from a page, or from the stored modules', async () => {
    expect((await api.get(`/seoModule/BLOG?id=${articleId}`)).body.data).toEqual({ title: 'SEO post', description: 'About SEO', keywords: 'seo, edge' });
    expect((await api.get('/seoModule/blog?pageCode=seo-post')).body.data.title).toBe('SEO post');
    expect((await api.get('/seoModule/page?pageCode=about-edgenova')).body.data).toEqual({ keywords: 'about', title: 'About us', description: 'Who we are' });
    expect((await api.get('/seoModule/glossary')).body.data).toEqual({ title: 'Glossary' });
    expect((await api.get('/seoModule/BLOG?pageCode=missing')).status).toBe(404);
    expect((await api.get('/seoModule/BLOG')).status).toBe(404);
    expect((await api.get('/seoModule/BLOG?id=x1')).body.data).toEqual({ field: 'id' });
  });
});

describe('GET /product-server/{pageCode}/detail-code', () => {
  it('locates a product detail page through the products tree', async () => {
    expect((await api.get('/product-server/cloud-dns/detail-code')).body.data).toEqual({ productId: 15, path: '/product/cloud-dns/', type: 'product', code: 'cloud-dns', name: 'Cloud DNS' });
    expect((await api.get('/product-server/nothing/detail-code')).status).toBe(404);
  });
});

describe('JSON modules of a detail (common/getJsonDetail)', () => {
  it('GET /{belongType}/json-module/{pageCode} serves a stored APP detail and a video from its article', async () => {
    const app = await api.get('/APP/json-module/player-app');
    expect(app.body.data).toMatchObject({ id: 9, name: 'Player', jsonModuleList: [{ id: 1, type: 'appManage' }] });
    expect(JSON.parse(app.body.data.jsonModuleList[0].details)).toEqual({ visible: true, items: [] });
    const vid = await api.get('/VIDEO/json-module/tour');
    expect(vid.body.data).toMatchObject({ pageCode: 'tour', belongType: 'VIDEO', name: 'Video tour', extendType: 'record' });
    expect(typeof vid.body.data.jsonModuleList[0].details).toBe('string');
  });

  it('hides unpublished videos outside preview and answers unknown codes with 404', async () => {
    expect((await api.get('/VIDEO/json-module/draft-video')).status).toBe(404);
    expect((await api.get('/VIDEO/json-module/draft-video', preview)).status).toBe(200);
    expect((await api.get('/COLLECT/json-module/none')).body.code).toBe('33922001');
  });
});

describe('POST /{type}/page', () => {
  it('pages one type by extendType', async () => {
    const record = await api.post('/VIDEO/page', { extendType: 'record', pageIndex: 0, pageSize: 2 });
    expect(record.body.data).toMatchObject({ total: 3, pageIndex: 0, pageSize: 2 });
    expect(record.body.data.rows.map((r: { code: string }) => r.code)).toEqual(['tour', 'demo']);
    expect((await api.post('/videos/page', { extendType: 'live' })).body.data.rows.map((r: { code: string }) => r.code)).toEqual(['live-1']);
    expect((await api.post('/videos/page', {})).body.data.total).toBe(4);
  });

  it('rejects bad paging and unknown types', async () => {
    expect((await api.post('/VIDEO/page', { pageIndex: -1 })).body.data).toEqual({ field: 'pageIndex' });
    expect((await api.post('/VIDEO/page', { pageSize: 51 })).body.data).toEqual({ field: 'pageSize' });
    expect((await api.post('/VIDEO/page', { extendType: ['x'] })).body.data).toEqual({ field: 'extendType' });
    expect((await api.post('/whatever/page', {})).body.data).toEqual({ field: 'type' });
  });
});

describe('video ("markdown") calls', () => {
  it('GET /markdown/video-label/record counts the video types of recorded videos', async () => {
    expect((await api.get('/markdown/video-label/record')).body.data).toEqual([{ videoType: 'event', count: 1 }, { videoType: 'product', count: 2 }]);
    expect((await api.get('/markdown/video-label/record', preview)).body.data).toEqual([{ videoType: 'event', count: 1 }, { videoType: 'product', count: 3 }]);
  });

  it('GET /markdown/{type}/recommend/list returns flagged videos', async () => {
    expect((await api.get('/markdown/VIDEO/recommend/list')).body.data.map((r: { code: string }) => r.code)).toEqual(['demo']);
  });

  it('GET /markdown/{type}/video-type/{videoType} lists one video type', async () => {
    expect((await api.get('/markdown/VIDEO/video-type/product')).body.data.map((r: { code: string }) => r.code)).toEqual(['tour', 'demo']);
    expect((await api.get('/markdown/VIDEO/video-type/product?pageSize=0')).body.data).toEqual({ field: 'pageSize' });
  });

  it('GET /markdown/{type}/relevant/{pageCode} returns others of the same video type', async () => {
    expect((await api.get('/markdown/VIDEO/relevant/tour')).body.data.map((r: { code: string }) => r.code)).toEqual(['demo']);
    expect((await api.get('/markdown/VIDEO/relevant/nope')).status).toBe(404);
    expect((await api.get('/markdown/NOPE/relevant/tour')).body.data).toEqual({ field: 'type' });
  });
});
