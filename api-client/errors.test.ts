import { translator } from '../i18n';
import { createApiClient, userMessage } from './client';
import { ApiFailure, classify, loginUrl } from './errors';
import { ssoLoginUrl } from './login';

const en = translator('en');
const message = (f: ApiFailure) => userMessage(f, en);

/** A fetch that answers with one envelope and status, recording the request. */
function fakeFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  try {
    await promise;
  } catch (error) {
    return error as ApiFailure;
  }
  throw new Error('call did not fail');
}

describe('error catalogue: envelope codes, HTTP statuses, timeouts', () => {
  it("code '0' returns the data", async () => {
    const { fetchImpl } = fakeFetch(200, { code: '0', message: 'ok', data: { a: 1 } });
    const api = createApiClient({ locale: 'en', baseUrl: 'http://api.test/v1', fetchImpl });
    await expect(api.get('/things')).resolves.toEqual({ a: 1 });
  });

  it('33922001 is the not-found page (404)', () => {
    const f = classify({ status: 200, code: '33922001', message: 'not found' });
    expect([f.kind, f.status]).toEqual(['notFound', 404]);
  });

  it("another non-zero code rejects with the server message, or 'request failed'", async () => {
    const { fetchImpl } = fakeFetch(200, { code: '33920400', message: 'keyword is required', data: { field: 'keyword' } });
    const api = createApiClient({ locale: 'en', baseUrl: 'http://api.test/v1', fetchImpl });
    const f = await failureOf(api.post('/search', {}));
    expect([f.kind, message(f), f.field]).toEqual(['message', 'keyword is required', 'keyword']);
    expect(message(classify({ status: 200, code: '123', message: '' }))).toBe('request failed');
  });

  it('33924001 redirects to the login page with language (en or zh-cn) and the return service URL', () => {
    expect(classify({ status: 200, code: '33924001' }).kind).toBe('login');
    const en = new URL(loginUrl('en', 'https://site.test/docs/'));
    expect(en.searchParams.get('lang')).toBe('en');
    expect(en.searchParams.get('service')).toBe('https://site.test/docs/');
    expect(new URL(loginUrl('ja', 'https://site.test/ja/')).searchParams.get('lang')).toBe('zh-cn');
    // The site's own login links come back through /sso/callback, which sets the session, then to the page.
    const sso = new URL(ssoLoginUrl('ko', 'https://site.test', '/ko/docs/api/cdn/'));
    expect(sso.searchParams.get('service')).toBe('https://site.test/api/portal/v1/sso/callback?return=%2Fko%2Fdocs%2Fapi%2Fcdn%2F');
  });

  it.each([
    [{ status: 200, code: '33923005' }],
    [{ status: 500, code: '33922001' }],
    [{ status: 0 }],
  ])('%j is a network problem', (raw) => {
    expect(message(classify(raw))).toBe('network problem, please refresh and retry');
  });

  it('401 asks to log in again', () => {
    expect(message(classify({ status: 401, message: 'nope' }))).toBe('unauthorized, please log in again');
  });

  it.each([403, 404, 405, 500])('%i shows the error page with that status', (status) => {
    const f = classify({ status, code: '1', message: 'x' });
    expect([f.kind, f.status]).toEqual(['errorPage', status]);
  });

  it('417 redirects home', () => {
    expect(classify({ status: 417 }).kind).toBe('redirectHome');
  });

  it("other failures show the server message, or 'something went wrong'", () => {
    expect(message(classify({ status: 502, message: 'bad gateway' }))).toBe('bad gateway');
    expect(message(classify({ status: 503 }))).toBe('something went wrong');
  });

  it('a message containing timeout, or an aborted slow call, is the timeout message', async () => {
    expect(message(classify({ status: 500, message: 'upstream timeout' }))).toBe('request timed out, please refresh and retry');
    const never = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as unknown as typeof fetch;
    const api = createApiClient({ locale: 'ko', baseUrl: 'http://api.test/v1', fetchImpl: never, timeoutMs: 5 });
    const f = await failureOf(api.get('/slow'));
    expect(userMessage(f, translator('ko'))).toBe('요청 시간이 초과되었습니다. 새로 고침 후 다시 시도해 주세요');
  });

  it('sends lang, credentials, the visitor cookie and the preview headers; GET as query, POST as body', async () => {
    const { calls, fetchImpl } = fakeFetch(200, { code: '0', data: null });
    const api = createApiClient({ locale: 'ja', baseUrl: 'http://api.test/v1', fetchImpl, cookie: 'visitor=1', previewToken: 'tok' });
    await api.get('/items', { pageIndex: 2 });
    await api.post('/items', { keyword: 'cdn' });
    const [get, post] = calls;
    expect(new URL(get.url).searchParams.get('lang')).toBe('JA_JP');
    expect(new URL(get.url).searchParams.get('pageIndex')).toBe('2');
    expect(get.init.body).toBeUndefined();
    expect(get.init.credentials).toBe('include');
    expect(get.init.headers).toMatchObject({ cookie: 'visitor=1', ispreview: 'true', pretoken: 'tok' });
    expect(JSON.parse(String(post.init.body))).toEqual({ keyword: 'cdn' });
    expect(new URL(post.url).searchParams.get('keyword')).toBeNull();
  });
});
