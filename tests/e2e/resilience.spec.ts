import { expect, test } from './support/test';
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { translator } from '../../i18n';
import { openStore } from '../../portal/store';
import { startPortalServer } from '../../portal/server';
import { prepareStore, startControllableApi, startSite, tempDir, type RunningSite } from './support/site';

/** The API timeout the site runs with here (spec: 20000 ms; PORTAL_API_TIMEOUT_MS shortens it for the test). */
const TIMEOUT_MS = 1500;
/** "Not a hang": every answer must come well inside this, whatever the API does. */
const ANSWER_WITHIN_MS = 15_000;

const get = (url: string) => fetch(url, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS), headers: { 'accept-language': 'en' } });

test.describe('when the portal API fails', () => {
  test.describe.configure({ mode: 'serial' });
  let portal: Awaited<ReturnType<typeof startPortalServer>>;
  let api: Awaited<ReturnType<typeof startControllableApi>>;
  let site: RunningSite;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    portal = await startPortalServer({ dataDir: tempDir('perf-resilience-api-') });
    api = await startControllableApi(portal.baseUrl, TIMEOUT_MS * 3);
    site = await startSite({ PORTAL_API_URL: api.url, PORTAL_API_TIMEOUT_MS: String(TIMEOUT_MS) });
  });

  test.afterAll(async () => {
    await site?.stop();
    await api?.close();
    portal?.server.closeAllConnections();
    await portal?.close();
  });

  test('a stopped API gives the error page at once (no hang), a page seen before keeps being served, and both recover', async ({ page }) => {
    expect((await get(`${site.origin}/ja`)).status).toBe(200);
    await api.set('down');

    const down = await get(`${site.origin}/ko`);
    expect(down.status).toBe(500);
    expect(await down.text()).toContain(translator('ko')('error.network'));
    await page.goto(`${site.origin}/ko`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translator('ko')('error.server'));

    const cached = await get(`${site.origin}/ja`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-page-cache')).toBe('HIT');

    await api.set('up');
    const back = await get(`${site.origin}/ko`);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('빠르고 안전한 엣지 전송');
  });

  test('an API slower than the timeout gives the timeout message', async ({ page }) => {
    await api.set('slow');
    try {
      const slow = await get(`${site.origin}/cn`);
      expect(slow.status).toBe(408);
      expect(await slow.text()).toContain(translator('cn')('error.timeout'));
      await page.goto(`${site.origin}/cn`);
      await expect(page.getByText(translator('cn')('error.timeout'))).toBeVisible();
    } finally {
      await api.set('up');
    }
  });
});

test.describe('under load', () => {
  test('100 connections mixing page views and form posts: no 5xx, and every accepted submission is stored once @load', async () => {
    test.setTimeout(150_000);
    const dir = tempDir('perf-load-');
    await prepareStore(dir, async () => undefined);
    const site = await startSite({ PGLITE_DIR: dir, FORM_RATE_LIMIT: '1000000' });
    const pages = ['/', '/ja', '/cn', '/ko', '/blog/', '/contact/', '/no-such-page/', '/about-edgenova/'];
    // One view of each page first, as a deployed site would have had: the first renders load Next's page code.
    for (const p of pages) await (await fetch(`${site.origin}${p}`)).arrayBuffer();
    const seconds = Number(process.env.LOAD_SECONDS ?? 15);
    let n = 0;
    const views = autocannon({
      url: site.origin,
      duration: seconds,
      timeout: 20,
      connections: 80,
      requests: [{ method: 'GET', path: '/', setupRequest: (req) => ({ ...req, path: pages[n++ % pages.length] }) }],
    });
    // Form posts from 20 concurrent clients, each waiting for its answer: every post is counted, none cut off mid-flight.
    const statuses: number[] = [];
    const failures: string[] = [];
    const deadline = Date.now() + seconds * 1000;
    const poster = async () => {
      while (Date.now() < deadline) {
        try {
          const answer = await fetch(`${site.origin}/api/portal/v1/document/feedback?lang=EN_US`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({ pageCode: 'load-test', docName: 'Load', docUrl: '/docs/load/', feedbackType: ['other'], feedbackContent: 'load test' }),
            signal: AbortSignal.timeout(30_000),
          });
          await answer.arrayBuffer();
          statuses.push(answer.status);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const accepted = () => statuses.filter((s) => s === 200).length;
    try {
      const [viewResult] = await Promise.all([views, ...Array.from({ length: 20 }, poster)]);
      expect(viewResult['5xx']).toBe(0);
      expect(viewResult.errors + viewResult.timeouts).toBe(0);
      expect(viewResult['2xx']).toBeGreaterThan(0);
      expect(failures).toEqual([]);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(accepted()).toBeGreaterThan(0);
      expect(accepted()).toBe(statuses.length);
    } finally {
      await site.stop();
    }
    const store = await openStore({ dataDir: dir });
    try {
      const [{ stored }] = await store.query<{ stored: number }>("SELECT count(*)::int AS stored FROM submissions WHERE kind = 'document-feedback'");
      expect(stored).toBe(accepted());
    } finally {
      await store.close();
    }
  });
});
