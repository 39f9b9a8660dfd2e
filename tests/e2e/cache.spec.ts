import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './support/test';
import { prepareStore, startSite, tempDir, type RunningSite } from './support/site';

const STAFF = { email: 'perf-editor@edgenova.example', password: 'cache-probe-Passw0rd!' };
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const probePage = (text: string) => ({
  seo: { title: 'Cache probe', description: 'A page for the page-cache tests' },
  moduleViewList: [{ id: 'probe-1', name: 'Probe', type: 'richText', details: { visible: true, html: `<p>${text}</p>` } }],
});

test.describe('page cache', () => {
  test.describe.configure({ mode: 'serial' });
  let site: RunningSite;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const dir = tempDir('perf-cache-');
    await prepareStore(dir, async (store) => {
      await store.query(`INSERT INTO entries (kind, type, code, lang, title, summary, data) VALUES ('page', 'page', 'cache-probe', 'EN_US', 'Cache probe', '', $1)`, [
        JSON.stringify({ path: '/cache-probe/', ...probePage('Version one') }),
      ]);
    });
    site = await startSite({ PGLITE_DIR: dir, STAFF_BOOTSTRAP_EMAIL: STAFF.email, STAFF_BOOTSTRAP_PASSWORD: STAFF.password });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('anonymous views are cached per device class; visitors with a cookie and form routes are rendered for themselves', async ({ request }) => {
    const url = `${site.origin}/cache-probe/`;
    const first = await request.get(url);
    expect(first.headers()['x-page-cache']).toBe('MISS');
    const again = await request.get(url);
    expect(again.headers()['x-page-cache']).toBe('HIT');
    expect(await again.text()).toContain('Version one');
    // What a CDN may keep: public with the keys of the content shown; the same bytes for every visitor (no nonce).
    expect(again.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(again.headers()['surrogate-key']).toBe('site path:/cache-probe/');
    expect(await again.body()).toEqual(await first.body());
    const visitor = await request.get(url, { headers: { cookie: 'console_session=abc' } });
    expect(visitor.headers()['cache-control']).toBe('private, no-cache');
    expect(visitor.headers()['surrogate-key']).toBeUndefined();
    expect((await request.get(url, { headers: { 'user-agent': IPHONE } })).headers()['x-page-cache']).toBe('MISS');
    expect((await request.get(url, { headers: { 'user-agent': IPHONE } })).headers()['x-page-cache']).toBe('HIT');
    expect((await request.get(url, { headers: { cookie: 'console_session=abc' } })).headers()['x-page-cache']).toBeUndefined();
    expect((await request.get(`${url}?ispreview=true&pretoken=x`)).headers()['x-page-cache']).toBeUndefined();
    expect((await request.get(`${site.origin}/contact/`)).headers()['x-page-cache']).toBeUndefined();
  });

  test("a client-side navigation's data request is cached like its page", async ({ request }) => {
    const html = await (await request.get(`${site.origin}/cache-probe/`)).text();
    const buildId = /"buildId":"([^"]+)"/.exec(html)?.[1];
    const data = `${site.origin}/_next/data/${buildId}/cache-probe.json?slug=cache-probe`;
    const first = await request.get(data);
    expect(first.status()).toBe(200);
    expect(first.headers()['x-page-cache']).toBe('MISS');
    const again = await request.get(data);
    expect(again.headers()['x-page-cache']).toBe('HIT');
    expect(again.headers()['content-type']).toContain('application/json');
    expect(JSON.stringify(((await again.json()) as { pageProps: { modules: unknown } }).pageProps.modules)).toContain('Version one');
  });

  test('publishing in the editor shows the new content on the next view', async ({ request }) => {
    const url = `${site.origin}/cache-probe/`;
    expect(await (await request.get(url)).text()).toContain('Version one');

    const staff = await playwrightRequest.newContext({ baseURL: `${site.origin}/api/portal/v1/` });
    try {
      expect((await staff.post('editor/login', { data: STAFF })).status()).toBe(200);
      const pages = (await (await staff.get('editor/pages?q=cache-probe')).json()).data as Array<{ id: number; version: number; path: string }>;
      const entry = pages.find((p) => p.path === '/cache-probe/')!;
      const draft = await staff.post(`editor/entries/${entry.id}/draft`, { data: { version: entry.version, data: probePage('Version two') } });
      expect(draft.status()).toBe(200);
      const publish = await staff.post(`editor/entries/${entry.id}/publish`, { data: { version: (await draft.json()).data.version } });
      expect(publish.status()).toBe(200);
    } finally {
      await staff.dispose();
    }

    const after = await request.get(url);
    expect(after.headers()['x-page-cache']).toBe('MISS');
    const html = await after.text();
    expect(html).toContain('Version two');
    expect(html).not.toContain('Version one');
  });
});
