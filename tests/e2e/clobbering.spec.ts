import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { prepareStore, startSite, tempDir, type RunningSite } from './support/site';
import { CLOBBER_CORPUS, CLOBBERED_PROPS, EVIL_HOST } from './support/clobber-corpus';
import { pageHydrated } from './support/hydrated';

/**
 * Issue 13, item 2: CMS HTML that names an element __NEXT_DATA__ made Next's client load a foreign script, trusted by
 * 'strict-dynamic'. The clobbering corpus is stored in a page's rich-text module and in a document; in Chromium no
 * foreign request may leave the page, no foreign script may run, and the page's own globals must stay its own.
 */
const CORPUS_HTML = CLOBBER_CORPUS.join('\n<p>between</p>\n');
const PAGES = ['/clobber-corpus/', '/docs/cdn/1121/'];

let site: RunningSite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dir = tempDir('clobbering-');
  await prepareStore(dir, async (store) => {
    const data = { path: '/clobber-corpus/', moduleViewList: [{ id: 'clobber-1', name: 'Clobbering', type: 'richText', details: { visible: true, html: CORPUS_HTML } }] };
    await store.query(`INSERT INTO entries (kind, type, code, lang, title, summary, data) VALUES ('page', 'page', 'clobber-corpus', 'EN_US', 'Clobbering', '', $1)`, [JSON.stringify(data)]);
    await store.query(`UPDATE doc_nodes SET content = $1 WHERE id = 1121 AND lang = 'EN_US'`, [CORPUS_HTML]);
  });
  site = await startSite({ PGLITE_DIR: dir });
});

test.afterAll(async () => {
  await site?.stop();
});

/** Serves any request to the foreign host with a script that would set the marker global, and records it. */
async function trapForeignHosts(page: Page) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') foreign.push(request.url());
  });
  await page.route(`**://${EVIL_HOST}/**`, (route) => route.fulfill({ contentType: 'application/javascript', body: 'window.__clobber = "foreign script ran";' }));
  return foreign;
}

/** The kind (constructor name or type) of each property the corpus tries to shadow, on window and on document. */
const propertyKinds = (page: Page) =>
  page.evaluate((props) => {
    const kind = (v: unknown) => (v === null ? 'null' : typeof v === 'object' || typeof v === 'function' ? (v as object).constructor?.name ?? typeof v : typeof v);
    return Object.fromEntries(props.map((p) => [p, `${kind((window as unknown as Record<string, unknown>)[p])} / ${kind((document as unknown as Record<string, unknown>)[p])}`]));
  }, CLOBBERED_PROPS);

let cleanKinds: Record<string, string>;

test('baseline: property kinds on a page without CMS content', async ({ page }) => {
  await page.goto(`${site.origin}/404-no-such-page/`);
  cleanKinds = await propertyKinds(page);
  expect(cleanKinds.cookie).toBe('undefined / string');
});

for (const path of PAGES) {
  test(`${path}: the clobbering corpus runs no foreign script and changes no global`, async ({ page }) => {
    const foreign = await trapForeignHosts(page);
    const response = await page.goto(`${site.origin}${path}`);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('between').first()).toBeVisible();
    // Next hydrated from its own data (the page signals it only then).
    await pageHydrated(page);
    const state = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown> & { __NEXT_DATA__: { buildId: string; scriptLoader?: unknown } };
      const data = document.getElementById('__NEXT_DATA__');
      const strings = document.getElementById('__I18N__');
      return {
        marker: typeof w.__clobber,
        nextDataElement: data ? `${data.tagName} ${data.getAttribute('type')}` : null,
        nextDataIsPagesOwn: data ? JSON.parse(data.textContent ?? '{}').buildId === w.__NEXT_DATA__.buildId : false,
        buildId: w.__NEXT_DATA__.buildId,
        scriptLoader: w.__NEXT_DATA__.scriptLoader ?? null,
        appRootParent: document.getElementById('__next')?.parentElement?.tagName ?? null,
        strings: strings ? `${strings.tagName} ${strings.getAttribute('type')}` : null,
        cookieByName: document.getElementsByName('cookie').length,
      };
    });
    expect(foreign).toEqual([]);
    expect(state).toEqual({
      marker: 'undefined',
      nextDataElement: 'SCRIPT application/json',
      nextDataIsPagesOwn: true,
      buildId: expect.not.stringMatching(/^x$/),
      scriptLoader: [],
      appRootParent: 'BODY',
      strings: 'SCRIPT application/json',
      cookieByName: 0,
    });
    // Each window and document property has the kind of value it has on a page without the content.
    expect(await propertyKinds(page)).toEqual(cleanKinds);
    // The in-page link of the content still reaches its heading under the prefixed id.
    await page.getByRole('link', { name: 'to the setup heading' }).click();
    await expect(page).toHaveURL(/#user-content-setup$/);
    await expect(page.getByRole('heading', { name: 'Set up' })).toBeInViewport();
  });
}

test('a link from elsewhere to a heading of the content (#setup) lands on it', async ({ page }) => {
  await page.goto(`${site.origin}/clobber-corpus/#setup`);
  await pageHydrated(page);
  await expect(page.getByRole('heading', { name: 'Set up' })).toBeInViewport();
});
