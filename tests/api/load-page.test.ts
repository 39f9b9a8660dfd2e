import type { GetServerSidePropsContext } from 'next';
import { startTestPortal, type TestPortal } from './portal-server';
import { putSiteDoc } from './fixtures';
import { loadPage, type PageProps } from '../../page/load-page.server';

/** The catch-all route's server side against the real API and seed: shell data per locale, beside the page. */

// The shell is under test here, not the module types: a registry of rich text alone keeps this file independent of them.
jest.mock('../../modules', () => Object.defineProperty({ richText: jest.requireActual('../../modules/rich-text').default }, '__esModule', { value: true }));
jest.mock('../../registry/loaders.server', () => ({ moduleLoader: async () => undefined }));

let portal: TestPortal;
let requested: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  portal = await startTestPortal();
  process.env.PORTAL_API_URL = portal.baseUrl;
  process.env.SITE_CACHE = 'off';
  process.env.SITE_URL = 'https://www.site.test';
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // module types outside this file's registry are skipped
  globalThis.fetch = ((input: string | URL, init?: RequestInit) => {
    requested.push(new URL(String(input)).pathname.replace(/^.*\/api\/portal\/v1/, ''));
    return realFetch(input, init);
  }) as typeof fetch;
}, 60_000);

afterAll(async () => {
  globalThis.fetch = realFetch;
  await portal.close();
});

function context(url: string, cookies: Record<string, string> = {}, userAgent?: string) {
  const res = { statusCode: 200 };
  const search = url.split('?')[1] ?? '';
  const ctx = {
    resolvedUrl: url,
    query: Object.fromEntries(new URLSearchParams(search)),
    req: { headers: { host: 'localhost', ...(userAgent ? { 'user-agent': userAgent } : {}), cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ') }, cookies, socket: { remoteAddress: '127.0.0.1' } },
    res,
  } as unknown as GetServerSidePropsContext;
  return { ctx, res };
}

async function propsOf(url: string, cookies?: Record<string, string>, userAgent?: string) {
  const { ctx, res } = context(url, cookies, userAgent);
  const result = await loadPage(ctx);
  if (!('props' in result)) throw new Error(`expected props for ${url}, got ${JSON.stringify(result)}`);
  return { props: (await result.props) as PageProps, status: res.statusCode };
}

const flatten = (items: PageProps['shell']['menus']): PageProps['shell']['menus'] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

describe('loadPage shell data', () => {
  it('loads the page and the shell in one call each, with menus filtered and prefixed for the locale', async () => {
    requested = [];
    const { props, status } = await propsOf('/cn/contact/');
    expect(status).toBe(200);
    expect(requested.filter((p) => p !== '/mapping').sort()).toEqual(['/page/page-code', '/shell']);
    expect(props.web?.siteLanguageList.length).toBe(4);
    expect(props.seoDefault).not.toBeNull();
    expect(props.shell.menus.map((m) => m.ID)).toEqual([1, 2, 3, 4, 6, 7, 8]);
    const urls = flatten(props.shell.menus).map((m) => m.url).filter((u) => u.startsWith('/'));
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.every((u) => u.startsWith('/cn/') || u === '/cn')).toBe(true);
    expect(props.shell.footer.length).toBeGreaterThan(0);
    expect(props.shell.header?.telephone).toBeTruthy();
    expect(props.shell.showTopBanner).toBe(true);
    expect(props.origin).toBe('https://www.site.test');
    expect(props.shell.user).toBeNull();
  });

  it('asks who the visitor is only when the request carries a customer session', async () => {
    requested = [];
    await propsOf('/contact/', { edn_customer: 'not.signed' });
    expect(requested.filter((p) => p === '/front/user')).toHaveLength(1);
  });

  it('shows partnership in KO/EN/JA and Korean-only products only in Korean', async () => {
    const raw = (await portal.get('/menus?lang=KO_KR')).body.data as PageProps['shell']['menus'];
    const koOnly = flatten(raw).filter((m) => m.displayOnly?.length === 1 && m.displayOnly[0] === 'KO_KR').map((m) => m.ID);
    expect(koOnly.length).toBeGreaterThan(0);
    const ids = async (url: string) => flatten((await propsOf(url)).props.shell.menus).map((m) => m.ID);
    const [ko, en, ja] = [await ids('/ko/'), await ids('/'), await ids('/ja/')];
    expect(koOnly.every((id) => ko.includes(id))).toBe(true);
    expect(koOnly.some((id) => en.includes(id) || ja.includes(id))).toBe(false);
    for (const list of [ko, en, ja]) expect(list).toContain(5);
  });

  it('hides the top banner once closed today and on the broadcast-show event page', async () => {
    expect((await propsOf('/', { top_banner_count: '1' })).props.shell.showTopBanner).toBe(false);
    expect((await propsOf('/events/ibc-2025/')).props.shell.showTopBanner).toBe(false);
  });

  it('sets the mobile flag from a phone or tablet user agent, never from a desktop one', async () => {
    const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
    expect((await propsOf('/contact/', {}, IPHONE)).props.isMobile).toBe(true);
    expect((await propsOf('/contact/', {}, PIXEL)).props.isMobile).toBe(true);
    expect((await propsOf('/contact/', {}, DESKTOP)).props.isMobile).toBe(false);
    expect((await propsOf('/contact/')).props.isMobile).toBe(false);
    expect((await propsOf('/no-such-page/', {}, IPHONE)).props.isMobile).toBe(true); // error pages carry it too
  });

  it('treats a path without its trailing slash (a client-side navigation) as the slashed page, mapping included', async () => {
    const { props } = await propsOf('/ja/contact');
    expect(props.path).toBe('/contact/');
    expect(props.page?.code).toBe('contact');
    const { ctx } = context('/products/waf');
    const result = await loadPage(ctx);
    expect('redirect' in result && result.redirect.destination).toMatch(/^\/[a-z0-9/-]+\/$/);
  });

  it('renders without SEO defaults when the stored default block is malformed (written straight to the store)', async () => {
    const seo = (await portal.get('/seoCommon/default?lang=KO_KR')).body.data;
    expect((await propsOf('/ko/contact/')).props.seoDefault).toEqual(seo);
    const doc = (await portal.store.query<{ data: { common: object } }>(`SELECT data FROM entries WHERE kind = 'site' AND type = 'seo' AND lang = 'KO_KR'`))[0].data;
    await putSiteDoc(portal.store, 'seo', 'KO_KR', { ...doc, common: { ...doc.common, default: { title: { text: 'not a string' } } } });
    const { props, status } = await propsOf('/ko/contact/');
    expect([status, props.seoDefault, props.page?.code]).toEqual([200, null, 'contact']);
  });

  it('keeps the shell on the 404 page', async () => {
    const { props, status } = await propsOf('/ja/no-such-page/');
    expect(status).toBe(404);
    expect(props.error?.status).toBe(404);
    expect(props.shell.menus.length).toBeGreaterThan(0);
  });
});
