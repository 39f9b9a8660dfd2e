import { startTestPortal, type TestPortal } from './portal-server';
import { insertEntries, putSiteDoc } from './fixtures';

let api: TestPortal;
let preview: Record<string, string>;
const STAFF = 'catalog-test-staff-secret';

const productsTree = [
  { id: 1, name: 'Web Performance', defaultIcon: '/i/wp.svg', hoverIcon: '/i/wp-hover.svg', url: '/web-performance/', children: [
    { classify: true, name: 'Acceleration', children: [
      { id: 11, name: 'Content Acceleration', url: '/web-performance/content-acceleration/', children: [] },
      { id: 12, name: 'Cloud DNS', url: '/product/cloud-dns/', children: [] },
      { id: 13, name: 'Unpublished product', url: '/product/secret/', children: [] },
      { id: 14, name: 'DNS pricing', url: '/product/cloud-dns/#pricing', children: [] },
    ] },
  ] },
];
const solutionsTree = [{ id: 2, name: 'Gaming', url: '/solutions/online-gaming/', children: [] }];

const page = (type: string, code: string, path: string, title: string, extra: object = {}) => ({
  kind: 'page' as const, type, code, title, summary: `${title} summary`,
  data: { path, seo: { title: `${title} | SEO` }, moduleViewList: [{ id: 'm1', name: 'Intro', type: 'richText', details: { visible: true, html: `<p>${title}</p>` } }] },
  ...extra,
});

beforeAll(async () => {
  process.env.STAFF_SECRET = STAFF;
  api = await startTestPortal();
  await putSiteDoc(api.store, 'products-tree', 'EN_US', productsTree);
  await putSiteDoc(api.store, 'solutions-tree', 'EN_US', solutionsTree);
  await insertEntries(api.store, [
    page('page', 'web-performance/content-acceleration', '/web-performance/content-acceleration/', 'Content Acceleration'),
    page('product', 'cloud-dns', '/product/cloud-dns/', 'Cloud DNS'),
    page('product', 'secret', '/product/secret/', 'Secret', { published: false }),
    page('solutions', 'online-gaming', '/solutions/online-gaming/', 'Online gaming'),
  ]);
  preview = { ispreview: 'true', pretoken: (await api.post('/preview/token', {}, { 'x-staff-secret': STAFF })).body.data.token };
}, 60_000);
afterAll(() => api.close());

describe('trees', () => {
  it('GET /products and /solutions return the published trees', async () => {
    expect((await api.get('/products')).body.data).toEqual(productsTree);
    expect((await api.get('/solutions')).body.data).toEqual(solutionsTree);
    await api.store.query(`DELETE FROM entries WHERE kind = 'site' AND type = 'products-tree' AND lang = 'JA_JP'`);
    expect((await api.get('/products?lang=ja')).status).toBe(404);
  });
});

describe('detail by tree id', () => {
  it('GET /{id}/product returns the page the product links to, with the tree node', async () => {
    const { status, body } = await api.get('/11/product');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: 'page', code: 'web-performance/content-acceleration', name: 'Content Acceleration', node: { id: 11, name: 'Content Acceleration' } });
    expect(JSON.parse(body.data.moduleViewList[0].details)).toMatchObject({ visible: true });
    expect((await api.get('/12/product')).body.data.code).toBe('cloud-dns');
    // A link to an anchor of a page shows that page.
    expect((await api.get('/14/product')).body.data).toMatchObject({ code: 'cloud-dns', node: { url: '/product/cloud-dns/#pricing' } });
  });

  it('shows an unpublished product page only in preview, and answers unknown ids with 404 and bad ids with 400', async () => {
    expect((await api.get('/13/product')).status).toBe(404);
    expect((await api.get('/13/product', preview)).body.data.name).toBe('Secret');
    expect((await api.get('/999/product')).body.code).toBe('33922001');
    expect((await api.get('/abc/product')).body.data).toEqual({ field: 'id' });
  });

  it('GET /{id}/solution reads the solutions tree', async () => {
    expect((await api.get('/2/solution')).body.data).toMatchObject({ type: 'solutions', code: 'online-gaming', node: { id: 2 } });
    expect((await api.get('/11/solution')).status).toBe(404);
  });
});

describe('POST /product/names', () => {
  it('returns names for the ids asked, in order, leaving unknown ids out', async () => {
    const { body } = await api.post('/product/names', { ids: [12, 999, 11] });
    expect(body.data).toEqual([
      { id: 12, name: 'Cloud DNS', url: '/product/cloud-dns/' },
      { id: 11, name: 'Content Acceleration', url: '/web-performance/content-acceleration/' },
    ]);
  });

  it('rejects a missing, empty, oversized or mistyped id list naming the field', async () => {
    expect((await api.post('/product/names', {})).body.data).toEqual({ field: 'ids' });
    expect((await api.post('/product/names', { ids: [] })).body.data).toEqual({ field: 'ids' });
    expect((await api.post('/product/names', { ids: Array.from({ length: 201 }, (_, i) => i) })).body.data).toEqual({ field: 'ids' });
    expect((await api.post('/product/names', { ids: ['x'] })).body.data).toEqual({ field: 'ids.0' });
  });
});
