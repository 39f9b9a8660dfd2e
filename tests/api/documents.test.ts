import http from 'node:http';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestPortal, type TestPortal } from './portal-server';

let api: TestPortal;
let cookie = '';
beforeAll(async () => {
  process.env.DEV_LOGIN = '1';
  api = await startTestPortal();
  const login = await fetch(`${api.baseUrl}/dev-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ada Customer' }) });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
}, 60_000);
afterAll(async () => {
  delete process.env.DEV_LOGIN;
  await api.close();
});
const asCustomer = () => ({ cookie });

async function pdfBytes(docId: number, lang: string, body: unknown = {}): Promise<Buffer> {
  const response = await fetch(`${api.baseUrl}/help-doc/document/pdf/${docId}?lang=${lang}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function pdfText(docId: number, lang: string, body: unknown = {}): Promise<string> {
  const file = path.join(os.tmpdir(), `doc-${process.pid}-${docId}.pdf`);
  fs.writeFileSync(file, await pdfBytes(docId, lang, body));
  try {
    return execFileSync('pdftotext', [file, '-']).toString();
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const setContent = (docId: number, lang: string, content: string) =>
  api.store.query('UPDATE doc_nodes SET content = $3 WHERE id = $1 AND lang = $2', [docId, lang, content]);

describe('menus, trees and category info', () => {
  it('lists the product menu: groups, then products with their page codes', async () => {
    const { body } = await api.get('/help-doc/menus?lang=EN_US');
    expect(body.code).toBe('0');
    const cdn = body.data.find((m: { productCode: string }) => m.productCode === 'cdn');
    expect(cdn).toMatchObject({ id: 110, parentId: 100, pageCode: 'cdn', name: 'Content Delivery Network' });
    expect(body.data.find((m: { id: number }) => m.id === 100)).toMatchObject({ parentId: null, name: 'Media Delivery' });
  });

  it('returns a category tree with nested categories flagged and empty directories empty', async () => {
    const { body } = await api.get('/help-doc/menu/directories/110?lang=EN_US');
    const names = body.data.map((n: { name: string }) => n.name);
    expect(names).toEqual(['Getting Started', 'Edge Functions', 'User Guide', 'Release Notes', 'CDN frequently asked questions']);
    const edge = body.data[1];
    expect(edge).toMatchObject({ type: 'DIRECTORY', nestedCategory: true });
    expect(edge.children.map((c: { type: string }) => c.type)).toEqual(['DOCUMENT', 'DIRECTORY']);
    expect(body.data[3].children).toEqual([]);
  });

  it('serves the tree in each language', async () => {
    const { body } = await api.get('/help-doc/menu/directories/110?lang=ZH_CN');
    expect(body.data[0].name).toBe('快速入门');
  });

  it('checks a category lies under the menu it is asked under', async () => {
    expect((await api.get('/help-doc/menu/directories/100/110')).body.data).toHaveLength(5);
    expect((await api.get('/help-doc/menu/directories/110/112')).body.data.length).toBeGreaterThan(0);
    expect((await api.get('/help-doc/menu/directories/200/110')).status).toBe(404);
  });

  it('answers unknown or malformed category ids with 404 / 400', async () => {
    expect((await api.get('/help-doc/menu/directories/999999')).status).toBe(404);
    expect((await api.get('/help-doc/menu/directories/1111')).status).toBe(404); // a document is no category
    const bad = await api.get('/help-doc/menu/directories/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({ field: 'cateId' });
  });

  it('gives category info with introduction and the five learning-path stages', async () => {
    const { body } = await api.get('/help-doc/menu/info/110?lang=JA_JP');
    expect(body.data.introduction).toMatch(/エッジ/);
    expect(body.data.hasLearningPath).toBe(true);
    expect(body.data.learningPath.map((s: { stage: string }) => s.stage)).toEqual(['know', 'start', 'use', 'practice', 'development']);
    expect(body.data.learningPath[1].documents[0]).toMatchObject({ id: 1112, url: '/docs/cdn/1112/' });
    expect((await api.get('/help-doc/menu/info/220')).body.data.hasLearningPath).toBe(false);
  });

  it('lists the W+ products', async () => {
    const { body } = await api.get('/product/wplus');
    expect(body.data).toEqual([{ id: 310, productCode: 'object-storage', name: 'Object Storage' }]);
  });

  it('gives the top search words per language', async () => {
    expect((await api.get('/top-search-words?lang=ZH_CN')).body.data).toContain('缓存');
    expect((await api.get('/top-search-words?lang=EN_US')).body.data).toContain('caching');
  });
});

describe('documents', () => {
  it('returns a document with title, update time, content and its product', async () => {
    const { body } = await api.get('/help-doc/document/1121?lang=EN_US');
    expect(body.data).toMatchObject({ id: 1121, title: 'Configure caching rules', productCode: 'cdn', cateId: 110, docMenuTitle: 'Content Delivery Network', isWplus: false, isMounted: true, api: null });
    expect(body.data.updateTime).toBe('2025-06-18T08:00:00.000Z');
    expect(body.data.content).toContain('<ol>');
  });

  it('withholds a customers-only document from visitors, title aside, and gives it to customers', async () => {
    const visitor = await api.get('/help-doc/document/2113');
    expect(visitor.body.data).toMatchObject({ title: 'Tune WAF rules for your traffic', access: 'restricted', content: '' });
    const customer = await api.get('/help-doc/document/2113', asCustomer());
    expect(customer.body.data.access).toBe('permitted');
    expect(customer.body.data.content).toContain('false positives');
    expect((await api.get('/help-doc/document/2112')).body.data.access).toBe('public');
    const pdf = await api.post('/help-doc/document/pdf/2113', {});
    expect(pdf.status).toBe(401);
    expect(pdf.body.code).toBe('33924001');
  });

  it('answers a directory or missing id with 404', async () => {
    expect((await api.get('/help-doc/document/112')).status).toBe(404);
    expect((await api.get('/help-doc/document/424242')).body.code).toBe('33922001');
  });

  it('exports a real PDF that pdftotext reads, with the title', async () => {
    const response = await fetch(`${api.baseUrl}/help-doc/document/pdf/1121?lang=EN_US`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(1121, 'EN_US');
    expect(text).toContain('Configure caching rules');
    expect(text).toContain('first matching rule wins');
  }, 60_000); // PDF tests allow for a busy host: the first export starts the layout thread, and each lays out

  it('lays out the stored article, never HTML sent by the client (even a slow-regex payload)', async () => {
    const injected = '<p>Injected by the client</p><a' + 'b'.repeat(59_000);
    const text = await pdfText(1121, 'EN_US', { content: injected, cssUrl: '/_next/static/docs.css' });
    expect(text).toContain('Configure caching rules');
    expect(text).toContain('first matching rule wins');
    expect(text).not.toContain('Injected');
  }, 60_000);

  it('lays out each article version once, and an edited article anew', async () => {
    await setContent(1122, 'EN_US', '<p>Version one of the article</p>');
    const first = await pdfBytes(1122, 'EN_US');
    const again = await pdfBytes(1122, 'EN_US');
    // pdfkit stamps each layout with its creation time: equal bytes mean the second export was not laid out again.
    expect(again.equals(first)).toBe(true);
    await setContent(1122, 'EN_US', '<p>Version two of the article</p>');
    const edited = await pdfText(1122, 'EN_US');
    expect(edited).toContain('Version two');
    expect(edited).not.toContain('Version one');
  }, 60_000);

  it('answers 503 with the envelope when layout runs past DOC_PDF_TIMEOUT_MS, then lays out again', async () => {
    await setContent(1122, 'EN_US', '<p>Timed article</p>');
    process.env.DOC_PDF_TIMEOUT_MS = '1';
    try {
      const slow = await api.post('/help-doc/document/pdf/1122?lang=EN_US', {});
      expect(slow.status).toBe(503);
      expect(slow.body).toMatchObject({ code: '33920503', message: expect.stringContaining('too long') });
    } finally {
      delete process.env.DOC_PDF_TIMEOUT_MS;
    }
    expect(await pdfText(1122, 'EN_US')).toContain('Timed article');
  }, 60_000);

  it('answers other requests while a long PDF is laid out', async () => {
    await setContent(1122, 'EN_US', `<ol>${'<li>An ordinary list item of the long article</li>'.repeat(6_000)}</ol>`);
    process.env.DOC_PDF_TIMEOUT_MS = '120000';
    try {
      const done: string[] = [];
      const pdf = pdfBytes(1122, 'EN_US').then((bytes) => {
        done.push('pdf');
        return bytes;
      });
      // Let the export reach its layout (this test shares the server's thread: a layout on it would delay this timer too).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const menus = await api.get('/help-doc/menus?lang=EN_US');
      done.push('menus');
      expect(menus.body.code).toBe('0');
      expect((await pdf).subarray(0, 5).toString()).toBe('%PDF-');
      expect(done).toEqual(['menus', 'pdf']);
    } finally {
      delete process.env.DOC_PDF_TIMEOUT_MS;
    }
  }, 120_000);

  it('refuses an off-site cssUrl and a missing document', async () => {
    const offSite = await api.post('/help-doc/document/pdf/1121', { cssUrl: 'https://evil.example/x.css' });
    expect(offSite.status).toBe(400);
    expect(offSite.body.data).toEqual({ field: 'cssUrl' });
    expect((await api.post('/help-doc/document/pdf/999999', {})).status).toBe(404);
  });
});

describe('document search (POST /search type document)', () => {
  it('finds documents by a CJK keyword, page index from 1 and 20 per page by default', async () => {
    const { body } = await api.post('/search?lang=ZH_CN', { type: 'document', keyword: '缓存' });
    expect(body.code).toBe('0');
    expect(body.data).toMatchObject({ pageIndex: 1, pageSize: 20 });
    expect(body.data.total).toBeGreaterThan(1);
    expect(body.data.rows[0].title).toContain('缓存'); // title matches rank first
    expect(body.data.rows[0].url).toMatch(/^\/docs\//);
  });

  it('pages through results', async () => {
    const first = await api.post('/search', { type: 'document', keyword: 'the', pageIndex: 1, pageSize: 2 });
    const second = await api.post('/search', { type: 'document', keyword: 'the', pageIndex: 2, pageSize: 2 });
    expect(first.body.data.rows).toHaveLength(2);
    expect(second.body.data.rows[0].id).not.toBe(first.body.data.rows[0].id);
    expect(second.body.data.total).toBe(first.body.data.total);
  });

  it('searches and quotes the text of customers-only documents for customers only', async () => {
    const byText = { type: 'document', keyword: 'playbook' };
    expect((await api.post('/search', byText)).body.data.total).toBe(0);
    const found = await api.post('/search', byText, asCustomer());
    expect(found.body.data.rows[0]).toMatchObject({ id: 2113 });
    expect(found.body.data.rows[0].snippet).toContain('playbook');
    const byTitle = await api.post('/search', { type: 'document', keyword: 'Tune WAF' });
    expect(byTitle.body.data.rows[0]).toMatchObject({ id: 2113, snippet: '' });
  });

  it('treats LIKE wildcards as text and finds nothing for them', async () => {
    expect((await api.post('/search', { type: 'document', keyword: '%_%' })).body.data.total).toBe(0);
  });

  it('refuses an empty keyword', async () => {
    const { status, body } = await api.post('/search', { type: 'document', keyword: '   ' });
    expect(status).toBe(400);
    expect(body.data).toEqual({ field: 'keyword' });
  });
});

describe('customer login', () => {
  it('has no user without a session and the user after dev login', async () => {
    expect((await api.get('/front/user')).body.data).toBeNull();
    expect(cookie).toMatch(/^edn_customer=/);
    expect((await api.get('/front/user', asCustomer())).body.data).toEqual({ displayName: 'Ada Customer' });
  });

  it('sets an httpOnly cookie and refuses a forged one', async () => {
    const response = await fetch(`${api.baseUrl}/dev-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Bo"}' });
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/);
    const forged = cookie.replace(/\.[^.]+$/, '.AAAA');
    expect((await api.get('/front/user', { cookie: forged })).body.data).toBeNull();
  });

  it('validates the dev login body and is off without DEV_LOGIN=1', async () => {
    expect((await api.post('/dev-login', { name: '' })).status).toBe(400);
    delete process.env.DEV_LOGIN;
    try {
      expect((await api.post('/dev-login', { name: 'x' })).status).toBe(404);
    } finally {
      process.env.DEV_LOGIN = '1';
    }
  });

  it('logs out by clearing the cookie', async () => {
    const response = await fetch(`${api.baseUrl}/logout`, { method: 'POST', headers: { cookie } });
    expect(response.headers.get('set-cookie')).toMatch(/^edn_customer=; .*Max-Age=0/);
  });

  it('signs in through the SSO ticket callback when SSO_VALIDATE_URL is set', async () => {
    expect((await api.get('/sso/callback?ticket=ST-1&return=/docs/')).status).toBe(404);
    const sso = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://sso');
      const ok = url.searchParams.get('ticket') === 'ST-good' && (url.searchParams.get('service') ?? '').includes('/sso/callback?return=');
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { code: '0', data: { displayName: 'Console User' } } : { code: 'bad' }));
    });
    await new Promise<void>((resolve) => sso.listen(0, '127.0.0.1', resolve));
    process.env.SSO_VALIDATE_URL = `http://127.0.0.1:${(sso.address() as { port: number }).port}/validate`;
    try {
      const good = await fetch(`${api.baseUrl}/sso/callback?return=${encodeURIComponent('/docs/api/')}&ticket=ST-good`, { redirect: 'manual' });
      expect(good.status).toBe(302);
      expect(good.headers.get('location')).toBe('/docs/api/');
      const session = (good.headers.get('set-cookie') ?? '').split(';')[0];
      expect((await api.get('/front/user', { cookie: session })).body.data).toEqual({ displayName: 'Console User' });
      expect((await api.get('/sso/callback?ticket=ST-bad&return=/docs/')).status).toBe(401);
      expect((await api.get('/sso/callback?ticket=ST-good&return=//evil.example/')).status).toBe(400);
    } finally {
      delete process.env.SSO_VALIDATE_URL;
      await new Promise<void>((resolve) => sso.close(() => resolve()));
    }
  });
});

describe('API centre', () => {
  it('lists the products that have API documents', async () => {
    const { body } = await api.get('/help-doc/menu/product-directories/api-doc');
    expect(body.data.map((p: { productCode: string }) => p.productCode)).toEqual(['cdn', 'waf']);
  });

  it('lists a product’s API categories and documents, without access flags for visitors', async () => {
    const { body } = await api.get('/help-doc/menu/product-directories/api-doc?productCode=cdn&lang=EN_US');
    expect(body.data).toMatchObject({ productCode: 'cdn', loggedIn: false, permitted: null });
    expect(body.data.categories.map((c: { name: string }) => c.name)).toEqual(['Domain management', 'Cache purge']);
    const create = body.data.categories[0].documents[0];
    expect(create).toMatchObject({ id: 5101, name: 'Create a domain', method: 'POST', version: '2024-06-01', releaseTime: '2024-06-01T00:00:00Z', access: null, url: '/docs/api/cdn/5101/' });
  });

  it('shows a customer the four access flags', async () => {
    const { body } = await api.get('/help-doc/menu/product-directories/api-doc?productCode=cdn', asCustomer());
    const flags = body.data.categories.flatMap((c: { documents: Array<{ access: string }> }) => c.documents.map((d) => d.access));
    expect(new Set(flags)).toEqual(new Set(['authorized', 'restricted', 'deprecated']));
    expect(body.data.permitted).toBe(true);
    const waf = await api.get('/help-doc/menu/product-directories/api-doc?productCode=waf', asCustomer());
    expect(waf.body.data.permitted).toBe(false);
    expect(waf.body.data.categories[0].documents[0].access).toBe('unauthorized');
  });

  it('answers an unknown product with 404', async () => {
    expect((await api.get('/help-doc/menu/product-directories/api-doc?productCode=nope')).status).toBe(404);
  });
});

describe('API parameter values and debug', () => {
  const dict = { dictCode: 'service-region', appCode: 'cdn', apiClientId: '5101', parameterName: 'serviceRegion' };

  it('asks visitors to log in to see parameter values', async () => {
    const { status, body } = await api.post('/help-doc/document/param/dict', dict);
    expect(status).toBe(401);
    expect(body.code).toBe('33924001');
    expect(body.message).toBe('Please log in to view parameter values');
  });

  it('gives customers the values in their language', async () => {
    const { body } = await api.post('/help-doc/document/param/dict?lang=ZH_CN', dict, asCustomer());
    expect(body.data).toEqual(expect.arrayContaining([{ value: 'mainland-china', label: '中国大陆' }]));
  });

  it('refuses values of an API the customer has no authority for', async () => {
    const { status, body } = await api.post('/help-doc/document/param/dict', { dictCode: 'waf-mode', appCode: 'waf', apiClientId: 6101, parameterName: 'mode' }, asCustomer());
    expect(status).toBe(403);
    expect(body.message).toBe('You do not have API permission under this product service');
  });

  it('answers a wrong parameter or product with 404 and bad input with 400', async () => {
    expect((await api.post('/help-doc/document/param/dict', { ...dict, parameterName: 'origin' }, asCustomer())).status).toBe(404);
    expect((await api.post('/help-doc/document/param/dict', { ...dict, appCode: 'waf' }, asCustomer())).status).toBe(404);
    const bad = await api.post('/help-doc/document/param/dict', { ...dict, dictCode: '' }, asCustomer());
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({ field: 'dictCode' });
  });

  it('echoes a debug request built from the endpoint, for customers only', async () => {
    const params = { domainName: 'www.example.com', origin: '203.0.113.10', serviceRegion: 'global' };
    expect((await api.post('/help-doc/debug', { docId: 5101, params })).status).toBe(401);
    const { body } = await api.post('/help-doc/debug', { docId: 5101, version: '2023-01-01', params }, asCustomer());
    expect(body.data.request).toMatchObject({ method: 'POST', url: '/api/v1/domains', headers: { 'x-api-version': '2023-01-01' }, body: params });
    expect(body.data.response.status).toBe(200);
    const del = await api.post('/help-doc/debug', { docId: 5103, params: { domainName: 'a b' } }, asCustomer());
    expect(del.body.data.request).toMatchObject({ method: 'DELETE', url: '/api/v1/domains/a%20b', body: null });
  });

  it('refuses a debug request with a missing required, unknown parameter or unknown version', async () => {
    const missing = await api.post('/help-doc/debug', { docId: 5101, params: { origin: 'x' } }, asCustomer());
    expect(missing.status).toBe(400);
    expect(missing.body.data).toEqual({ field: 'params.domainName' });
    expect((await api.post('/help-doc/debug', { docId: 5102, params: { nope: '1' } }, asCustomer())).body.data).toEqual({ field: 'params.nope' });
    expect((await api.post('/help-doc/debug', { docId: 5102, version: '1999', params: {} }, asCustomer())).body.data).toEqual({ field: 'version' });
    expect((await api.post('/help-doc/debug', { docId: 6101, params: {} }, asCustomer())).status).toBe(403);
    expect((await api.post('/help-doc/debug', { docId: 1121, params: {} }, asCustomer())).status).toBe(404);
  });
});

describe('documentation pages (GET /doc/page-code)', () => {
  const modules = (data: { moduleViewList: Array<{ type: string; details: string }> }) => data.moduleViewList.map((m) => ({ type: m.type, ...JSON.parse(m.details) }));

  it('composes the home, search and API centre pages', async () => {
    for (const [code, type] of [['home', 'docHome'], ['search', 'docSearch'], ['api', 'docApiHome']]) {
      const { body } = await api.get(`/doc/page-code?pageCode=${code}&lang=KO_KR`);
      expect(modules(body.data)).toEqual([{ type, visible: true }]);
    }
    expect((await api.get('/doc/page-code?pageCode=home&lang=KO_KR')).body.data.name).toBe('문서 센터');
  });

  it('composes category, article and API pages from the tree', async () => {
    expect(modules((await api.get('/doc/page-code?pageCode=cdn')).body.data)).toEqual([{ type: 'docCategory', visible: true, productCode: 'cdn', cateId: 110, menuId: 100 }]);
    const article = await api.get('/doc/page-code?pageCode=cdn/1121');
    expect(article.body.data.name).toBe('Configure caching rules');
    expect(modules(article.body.data)).toEqual([{ type: 'docArticle', visible: true, productCode: 'cdn', cateId: 110, menuId: 100, docId: 1121 }]);
    expect(modules((await api.get('/doc/page-code?pageCode=api/cdn')).body.data)).toEqual([{ type: 'docApiList', visible: true, productCode: 'cdn' }]);
    expect(modules((await api.get('/doc/page-code?pageCode=api/cdn/5101')).body.data)).toEqual([{ type: 'docApiExplorer', visible: true, productCode: 'cdn', docId: 5101 }]);
  });

  it('answers codes whose product or document does not exist (or is elsewhere) with 404', async () => {
    for (const code of ['nope', 'cdn/2111', 'cdn/112', 'cdn/999', 'api/nope', 'api/cdn/6101', 'api/cdn/1121', 'waf/x']) {
      expect([code, (await api.get(`/doc/page-code?pageCode=${encodeURIComponent(code)}`)).status]).toEqual([code, 404]);
    }
    expect((await api.get('/doc/page-code')).status).toBe(400);
  });
});

// Last in this file: it spends this client's PDF allowance for the minute.
describe('PDF export limit', () => {
  it('answers 429 past DOC_PDF_RATE_LIMIT exports per minute from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await api.post('/help-doc/document/pdf/1121', { cssUrl: '//cheap.invalid/' })).status);
    expect(statuses).toContain(429);
    const last = await api.post('/help-doc/document/pdf/1121', {});
    expect(last.status).toBe(429);
    expect(last.body.code).toBe('33920429');
  });
});
