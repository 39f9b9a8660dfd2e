import { startTestPortal, type TestPortal } from './portal-server';

/** The versioned seed as the API serves it: shell documents, dicts, countries, news-like content and mappings. */
let api: TestPortal;
beforeAll(async () => {
  api = await startTestPortal();
}, 60_000);
afterAll(() => api.close());

const LANGS = ['EN_US', 'ZH_CN', 'JA_JP', 'KO_KR'] as const;
const SCRIPT: Record<(typeof LANGS)[number], RegExp> = {
  EN_US: /^[\x00-\x7f]*$/,
  ZH_CN: /[\u4e00-\u9fff]/,
  JA_JP: /[\u3040-\u30ff]/,
  KO_KR: /[\uac00-\ud7af]/,
};

describe.each(LANGS)('seeded shell documents in %s', (lang) => {
  it('serves the menus with the eight top items in the language', async () => {
    const { status, body } = await api.get(`/menus?lang=${lang}`);
    expect(status).toBe(200);
    expect(body.data.map((m: { ID: number }) => m.ID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const titles = body.data.slice(0, 4).map((m: { title: string }) => m.title).join(' ');
    expect(titles).toMatch(SCRIPT[lang]);
    expect(body.data[1].children.length).toBeGreaterThan(3);
  });

  it('serves the industry dict with the spec codes and translated names', async () => {
    const { body } = await api.get(`/dicts/industry?lang=${lang}`);
    expect(body.code).toBe('0');
    expect(body.data.map((o: { code: string }) => o.code)).toEqual(['2B', '8B', '5A', '2C', '3A', '6C', '6D', '7C', '2A', '6E', '9A', '9B', '4B', '6F', '9D', '6H', '9E']);
    expect(body.data.find((o: { code: string }) => o.code === '6D').name).toMatch(SCRIPT[lang]);
  });

  it('serves website info with the copyright of every language', async () => {
    const { body } = await api.get(`/website?lang=${lang}`);
    expect(body.data.logoUrl).toBe('/images/logo.svg');
    expect(body.data.copyright.map((c: { languageCode: string }) => c.languageCode)).toEqual([...LANGS]);
  });

  it('lists countries and blog posts in the language', async () => {
    const countries = await api.post(`/country/list?lang=${lang}`, {});
    expect(countries.body.data.length).toBeGreaterThanOrEqual(40);
    const blog = await api.post(`/news/blog?lang=${lang}`, { tag: 'Zero Trust' });
    expect(blog.body.data.total).toBeGreaterThanOrEqual(4);
    expect(blog.body.data.rows[0].title).toMatch(SCRIPT[lang]);
    expect(blog.body.data.rows[0].url).toMatch(/^\/blog\/[a-z0-9-]+\/$/);
  });
});

describe('seeded data behind other calls', () => {
  it('gives the regions of a country in the reader\'s language', async () => {
    const { body } = await api.get('/get-region?countryName=JP&lang=KO_KR');
    expect(body.data).toHaveLength(47);
    expect(body.data[0]).toBe('홋카이도');
  });

  it('splits the three 2025 events into past ones and serves the free-trial product options', async () => {
    const past = await api.post('/news/events/past', { pageSize: 50 });
    expect(past.body.data.rows.map((r: { code: string }) => r.code)).toEqual(expect.arrayContaining(['ibc-2025', 'igaming-live-2025', 'asia-content-show-2025']));
    const products = await api.get('/dicts/productInterest?lang=KO_KR');
    expect(products.body.data).toHaveLength(6);
    expect(products.body.data[0].children[0].name).toMatch(SCRIPT.KO_KR);
  });

  it('serves the app detail JSON modules, home banners and mapped old paths', async () => {
    const app = await api.get('/APP/json-module/esa-client?lang=JA_JP');
    expect(app.body.data.jsonModuleList.map((m: { type: string }) => m.type)).toEqual(['multipleCarousel', 'appManage']);
    const banners = await api.get('/home/banners?lang=ZH_CN');
    expect(banners.body.data.length).toBeGreaterThan(1);
    const mapped = await api.post('/mapping', { linkUri: '/products/waf/' });
    expect(mapped.body.data).toEqual({ target: '/cloud-security/web-application-firewall/' });
  });
});
