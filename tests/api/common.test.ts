import { startTestPortal, type TestPortal } from './portal-server';

let api: TestPortal;
beforeAll(async () => {
  api = await startTestPortal();
}, 60_000);
afterAll(() => api.close());

describe('envelope and languages', () => {
  it('serves website info per language in the {code, message, data} envelope', async () => {
    const { status, body } = await api.get('/website?lang=JA_JP');
    expect(status).toBe(200);
    expect(body.code).toBe('0');
    expect(body.data.defaultLanguage).toBe('EN_US');
    expect(body.data.siteLanguageList.map((l: { value: string }) => l.value)).toEqual(['EN_US', 'ZH_CN', 'JA_JP', 'KO_KR']);
  });

  it('accepts the service languages en and zh-cn', async () => {
    const cn = await api.get('/page/page-code?pageCode=home&lang=zh-cn');
    const en = await api.get('/page/page-code?pageCode=home&lang=en');
    expect(cn.body.data.name).not.toBe(en.body.data.name);
    expect(cn.body.data.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses an unknown language with a 400 naming the field', async () => {
    const { status, body } = await api.get('/website?lang=xx_YY');
    expect(status).toBe(400);
    expect(body.code).toBe('33920400');
    expect(body.data).toEqual({ field: 'lang' });
  });

  it('answers unknown calls with 404 and code 33922001, wrong methods with 405', async () => {
    expect((await api.get('/no/such/call')).body.code).toBe('33922001');
    const wrongMethod = await api.get('/mapping');
    expect(wrongMethod.status).toBe(405);
  });
});

describe('shell', () => {
  it("answers the shell's documents of a language in one call, as their own operations do", async () => {
    const [shell, website, menus, header, footer, seo] = await Promise.all(
      ['/shell', '/website', '/menus', '/header', '/footer', '/seoCommon/default'].map((path) => api.get(`${path}?lang=JA_JP`)),
    );
    expect(shell.status).toBe(200);
    expect(shell.body.data).toEqual({ website: website.body.data, menus: menus.body.data, header: header.body.data, footer: footer.body.data, seoDefault: seo.body.data });
    expect((await api.get('/shell?lang=xx')).status).toBe(400);
  });
});

describe('page-code', () => {
  it('returns the module list with details as JSON text', async () => {
    const { body } = await api.get('/page/page-code?pageCode=home&lang=KO_KR');
    expect(body.code).toBe('0');
    expect(body.data.moduleViewList.length).toBeGreaterThan(0);
    for (const m of body.data.moduleViewList) expect(() => JSON.parse(m.details)).not.toThrow();
  });

  it('says which languages the page exists in (all four for home, Korean only for a Korean-only product)', async () => {
    expect((await api.get('/page/page-code?pageCode=home&lang=ja')).body.data.languages).toEqual(['EN_US', 'ZH_CN', 'JA_JP', 'KO_KR']);
    const ko = await api.get('/product/page-code?pageCode=media-manager&lang=KO_KR');
    expect(ko.status).toBe(200);
    expect(ko.body.data.languages).toEqual(['KO_KR']);
  });

  it('answers a missing page with 404 / 33922001 and a missing pageCode with 400', async () => {
    const missing = await api.get('/page/page-code?pageCode=no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('33922001');
    const noCode = await api.get('/page/page-code');
    expect(noCode.status).toBe(400);
    expect(noCode.body.data).toEqual({ field: 'pageCode' });
  });
});

describe('mapping', () => {
  it('returns a target on this site for a mapped path and null otherwise', async () => {
    const mapped = await api.post('/mapping', { linkUri: '/about' });
    expect(mapped.body.data.target).toMatch(/^\/about-/);
    expect((await api.post('/mapping', { linkUri: '/nothing-here' })).body.data).toBeNull();
  });

  it('never returns an off-site target, even when one is stored', async () => {
    await expect(api.store.query("INSERT INTO link_mappings (link_uri, target) VALUES ('/evil', '//evil.example/')")).rejects.toThrow();
    await expect(api.store.query("INSERT INTO link_mappings (link_uri, target) VALUES ('/evil', 'https://evil.example/')")).rejects.toThrow();
  });

  it('rejects a malformed body', async () => {
    expect((await api.post('/mapping', '{not json')).status).toBe(400);
    const wrongType = await api.post('/mapping', { linkUri: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.data).toEqual({ field: 'linkUri' });
    expect((await api.post('/mapping', { linkUri: 'x'.repeat(70_000) })).status).toBe(413);
  });
});
