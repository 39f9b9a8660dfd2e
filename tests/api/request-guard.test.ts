import { startTestPortal, type TestPortal } from './portal-server';
import { createStaff } from '../../portal/staff/accounts';

/** Cross-site writes (content type, Origin, Sec-Fetch-Site) and text the store cannot hold, refused where input is parsed. */
let api: TestPortal;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  api = await startTestPortal();
  await createStaff(api.store, { email: 'guard@example.com', password: PASSWORD, role: 'editor' });
}, 120_000);
afterAll(() => api.close());

async function raw(method: string, route: string, body: string | undefined, headers: Record<string, string>) {
  const response = await fetch(`${api.baseUrl}${route}`, { method, headers, body });
  return { status: response.status, body: (await response.json()) as { code: string; message: string; data: any }, setCookie: response.headers.get('set-cookie') };
}

const ownOrigin = () => new URL(api.baseUrl).origin;

describe('JSON bodies need content-type application/json (415 otherwise)', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])('refuses %j', async (type) => {
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    const res = await raw('POST', '/editor/login', JSON.stringify({ email: 'guard@example.com', password: PASSWORD }), headers);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: '33920415', data: null });
    expect(res.setCookie).toBeNull();
  });

  it('still accepts application/json with a charset, and an empty body with any type', async () => {
    const ok = await raw('POST', '/mapping', JSON.stringify({ linkUri: '/about' }), { 'content-type': 'application/json; charset=utf-8' });
    expect(ok.status).toBe(200);
    const empty = await raw('POST', '/logout', undefined, { 'content-type': 'text/plain' });
    expect(empty.status).toBe(200);
  });
});

describe('state-changing calls must come from this site', () => {
  const login = (headers: Record<string, string>) =>
    raw('POST', '/editor/login', JSON.stringify({ email: 'guard@example.com', password: PASSWORD }), { 'content-type': 'application/json', ...headers });

  it('refuses another Origin, Origin null and a cross-site Sec-Fetch-Site with 403', async () => {
    const variants: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
    for (const headers of variants) {
      const res = await login(headers);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('33920403');
      expect(res.setCookie).toBeNull();
    }
  });

  it('accepts this site (Origin matching Host) and clients that send neither header', async () => {
    expect((await login({ origin: ownOrigin(), 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await login({})).status).toBe(200);
  });

  it('takes X-Forwarded-Host as this site only from a trusted proxy', async () => {
    const headers = { origin: 'https://www.example.com', 'x-forwarded-host': 'www.example.com' };
    expect((await login(headers)).status).toBe(403);
    process.env.TRUST_PROXY = 'loopback';
    try {
      expect((await login(headers)).status).toBe(200);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it('guards editor writes, logout, forms and the PDF export the same way', async () => {
    const signedIn = await login({ origin: ownOrigin() });
    const cookie = signedIn.setCookie!.split(';')[0];
    const evil = { 'content-type': 'application/json', origin: 'https://evil.example', cookie };
    const logout = await raw('POST', '/editor/logout', '{}', evil);
    expect(logout.status).toBe(403);
    // The session survived the refused sign-out.
    expect((await raw('GET', '/editor/me', undefined, { cookie })).status).toBe(200);
    for (const route of ['/logout', '/form/add', '/document/feedback', '/help-doc/document/pdf/1111', '/editor/mappings']) {
      expect([route, (await raw('POST', route, '{}', evil)).status]).toEqual([route, 403]);
    }
  });
});

describe('NUL and invalid text are a 400 with the envelope, never a 500', () => {
  const gets = [
    '/get-region?countryName=a%00',
    '/page/page-code?pageCode=home%00',
    '/doc/page-code?pageCode=a%00',
    '/seoCommon/a%00',
    '/dicts/a%00',
    '/news/doc/a%00/EN_US',
    '/website?x%00=1',
  ];
  it.each(gets)('GET %s', async (route) => {
    const res = await api.get(route);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('33920400');
    expect(typeof res.body.data.field).toBe('string');
  });

  const posts: Array<[string, string]> = [
    ['/search', '{"keyword":"a\\u0000"}'],
    ['/mapping', '{"linkUri":"/a\\u0000"}'],
    ['/news/blog', '{"keyword":"\\u0000"}'],
    ['/news/blog', '{"tag":"\\ud800"}'],
    ['/document/feedback', '{"pageCode":"x","docName":"\\udc00x"}'],
    ['/editor/login', '{"email\\u0000":"a"}'],
    ['/long-keywords/detail', '{"keywords":"a\\u0000"}'],
  ];
  it.each(posts)('POST %s %s', async (route, body) => {
    const res = await api.post(route, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('33920400');
  });

  it('refuses a body that is not UTF-8', async () => {
    const response = await fetch(`${api.baseUrl}/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { data: { field: string } }).data.field).toBe('body');
  });

  it('names the field', async () => {
    expect((await api.post('/search', '{"keyword":"a\\u0000"}')).body.data.field).toBe('keyword');
    expect((await api.get('/get-region?countryName=a%00')).body.data.field).toBe('countryName');
  });
});

describe('paging and numeric inputs are bounded (400 beyond, never a 500)', () => {
  const cases: Array<[string, unknown, string]> = [
    ['/search', { keyword: 'cdn', pageIndex: 1e300 }, 'pageIndex'],
    ['/search', { keyword: 'cdn', type: 'document', pageIndex: 1e300 }, 'pageIndex'],
    ['/news/blog', { pageIndex: 1e300 }, 'pageIndex'],
    ['/news/blog', { pageIndex: '10001' }, 'pageIndex'],
    ['/long-keywords/page', { pageIndex: 2 ** 53 }, 'pageIndex'],
    ['/product/names', { ids: [1e300] }, 'ids.0'],
    ['/help-doc/debug', { docId: 1e300, params: {} }, 'docId'],
  ];
  it.each(cases)('POST %s %j', async (route, body, field) => {
    const res = await api.post(route, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: '33920400', data: { field } });
  });

  it('still serves the last reachable page', async () => {
    const res = await api.post('/news/blog', { pageIndex: 10_000 });
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toEqual([]);
  });
});

describe('every request is answered', () => {
  it('the SSO callback redirects to a return path holding control and non-Latin-1 characters, percent-encoded', async () => {
    const http = await import('node:http');
    const sso = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ displayName: 'Console User' }));
    });
    await new Promise<void>((resolve) => sso.listen(0, '127.0.0.1', resolve));
    process.env.SSO_VALIDATE_URL = `http://127.0.0.1:${(sso.address() as { port: number }).port}/validate`;
    try {
      const back = '/ja/docs/\u0001x/?q=日本語#é';
      const res = await fetch(`${api.baseUrl}/sso/callback?ticket=ST-1&return=${encodeURIComponent(back)}`, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/ja/docs/%01x/?q=%E6%97%A5%E6%9C%AC%E8%AA%9E#%C3%A9');
    } finally {
      delete process.env.SSO_VALIDATE_URL;
      await new Promise<void>((resolve) => sso.close(() => resolve()));
    }
  });
});
