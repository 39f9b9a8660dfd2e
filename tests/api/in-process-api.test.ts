import { startTestPortal, type TestPortal } from './portal-server';
import { createPortalHandler } from '../../portal/handler';
import { serveApiInProcess } from '../../server/in-process-api';
import { ApiFailure, createApiClient, getMapping, getPage, getWebInfo } from '../../api-client';

/** Server renders reach the in-process portal without a socket: same answers, same failures. */
let portal: TestPortal;
// Nothing listens here: an answer proves the call never left the process.
const BASE = 'http://127.0.0.1:9/api/portal/v1';

beforeAll(async () => {
  portal = await startTestPortal();
  serveApiInProcess(BASE, createPortalHandler(portal.store), 60_000);
}, 60_000);

afterAll(async () => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('edgenova.portalFetch')];
  await portal.close();
});

const api = () => createApiClient({ locale: 'ja', baseUrl: BASE });

it('answers reads and posts with the envelope unwrapped, in the requested language', async () => {
  expect((await getWebInfo(api())).siteLanguageList.length).toBeGreaterThan(0);
  expect(await getMapping(api(), '/trial/')).toEqual({ target: '/free-trial/' });
  const home = await getPage(api(), 'page', 'home');
  expect(home.code).toBe('home');
  expect(JSON.stringify(home.moduleViewList)).toMatch(/[\u3040-\u30ff]/);
});

it('classifies failures as over HTTP: a missing page is notFound, a bad body a 400 message', async () => {
  await expect(getPage(api(), 'page', 'no-such-page')).rejects.toMatchObject({ kind: 'notFound', status: 404 });
  const failure = await api().post('/mapping', { linkUri: '' }).catch((e: ApiFailure) => e);
  expect(failure).toBeInstanceOf(ApiFailure);
  expect((failure as ApiFailure).status).toBe(400);
});

it('still goes over the network for other addresses', async () => {
  const remote = createApiClient({ locale: 'en', baseUrl: portal.baseUrl });
  expect((await getWebInfo(remote)).defaultLanguage).toBeTruthy();
});

it('hands the envelope over as text: the same body through json(), text(), body and clone()', async () => {
  const portalFetch = (globalThis as Record<symbol, typeof fetch>)[Symbol.for('edgenova.portalFetch')];
  const response = await portalFetch(`${BASE}/page/page-code?pageCode=home&lang=en`);
  // The portal's headers, read only on demand, as any Response's.
  expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
  expect(response.status).toBe(200);
  const copy = response.clone();
  expect(copy.headers.get('cache-control')).toBe('no-store');
  const text = await new Response(copy.body).text();
  expect(JSON.parse(text)).toEqual(await response.json());
  expect(response.bodyUsed).toBe(true);
  await expect(response.text()).rejects.toThrow(TypeError);
  expect(JSON.parse(await copy.clone().text()).code).toBe('0');
});

it('keeps each call to its own time limit, without an AbortSignal: a portal that never answers is a timeout', async () => {
  const hangs = () => new Promise<void>(() => undefined);
  serveApiInProcess(BASE, hangs, 200);
  try {
    const started = Date.now();
    const failure = await getWebInfo(api()).catch((e: ApiFailure) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 408, messageKey: 'error.timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
    // A signal of the caller's own still ends the call.
    const portalFetch = (globalThis as Record<symbol, typeof fetch>)[Symbol.for('edgenova.portalFetch')];
    await expect(portalFetch(`${BASE}/website`, { signal: AbortSignal.abort(new Error('stopped')) })).rejects.toThrow('stopped');
  } finally {
    serveApiInProcess(BASE, createPortalHandler(portal.store), 60_000);
  }
  // An answer before the limit clears its timer: the next call is unaffected.
  expect((await getWebInfo(api())).siteLanguageList.length).toBeGreaterThan(0);
});
