import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { consentGiven } from './support/consent';

/**
 * Pages composed in Builder.io, served from the stand-in content API (tests/support/builder-standin.ts, recorded
 * content in tests/support/builder-content.ts) that playwright.config.ts points the site at.
 */

// The editor-frame test below puts the test server (http) in an https page of Builder's origin, which Chromium allows
// only with this flag; the other options are playwright.config.ts's.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--allow-running-insecure-content', '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessForNavigations'],
  },
});

test.beforeEach(({ context, baseURL }) => consentGiven(context, baseURL));

/** Every script the page loaded, with its text, and every request the page made to another origin. */
function watch(page: Page, origin: string) {
  const scripts: Array<Promise<string>> = [];
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  return { scripts: () => Promise.all(scripts), foreign };
}

/** The Builder SDK names its CDN; no other code of ours does. */
const isBuilderSdk = (source: string) => source.includes('cdn.builder.io');

test('a Builder landing page renders our modules in our shell, with its SEO fields and no Builder code', async ({ page, baseURL }) => {
  const seen = watch(page, baseURL!);
  const response = await page.goto('/lp/builder-demo/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Builder demo: the edge, composed visually/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'A landing page composed in Builder.io with our own modules.');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/lp/builder-demo/`);
  await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute('href', `${baseURL}/ja/lp/builder-demo/`);
  // Shell: header and footer around the modules.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Our modules, in Builder's order, out of its Box, Columns and Section blocks; the unknown widget and the block
  // that fails its schema are left out.
  const modules = page.locator('main [data-module]');
  await expect(modules).toHaveCount(5);
  expect(await modules.evaluateAll((list) => list.map((m) => m.getAttribute('data-module')))).toEqual(['banner', 'featureGrid', 'stats', 'richText', 'cta']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Builder demo: the edge, composed visually');
  await expect(page.locator('[data-module="featureGrid"]')).toContainText('Built-in security');
  await expect(page.locator('[data-module="stats"]')).toContainText('2,800+');
  await expect(page.locator('[data-module="cta"]').getByRole('link', { name: 'Try it free' })).toHaveAttribute('href', '/free-trial/');
  // In-page navigation right after the first module.
  await expect(page.locator('main section[data-module="banner"] + nav')).toHaveCount(1);
  // Script-bearing HTML is sanitised.
  await expect(page.locator('.builder-html')).toHaveText('Composed in Builder, rendered by our registry.');
  const html = await page.content();
  expect(html).not.toMatch(/__builderXss|onerror|tracker\.example/);
  expect(await page.evaluate(() => (window as { __builderXss?: number }).__builderXss)).toBeUndefined();
  // Visitors load no Builder code and ask no other origin.
  await page.waitForLoadState('networkidle');
  expect((await seen.scripts()).some(isBuilderSdk)).toBe(false);
  expect(seen.foreign).toEqual([]);
});

test('the Japanese variant is the entry targeted at ja-JP, in the Japanese shell', async ({ page, baseURL }) => {
  expect((await page.goto('/ja/lp/builder-demo/'))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Builder デモ: ビジュアルに組み立てたエッジ');
  await expect(page.locator('[data-module="featureGrid"]')).toContainText('標準搭載のセキュリティ');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ja/lp/builder-demo/`);
  await expect(page.locator('main [data-module]')).toHaveCount(5);
});

test('the portal wins when both it and Builder have a page at the path', async ({ page }) => {
  expect((await page.goto('/lp/state-of-waap-2023/'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('State of Web Application and API Protection 2023');
  await expect(page.getByText('Builder demo: the edge, composed visually')).toHaveCount(0);
});

for (const [fault, path] of [
  ['answering 500', '/lp/builder-500/'],
  ['down (connection reset)', '/lp/builder-down/'],
  ['answering garbage', '/lp/builder-garbage/'],
  ['too slow', '/lp/builder-slow/'],
]) {
  test(`Builder ${fault} gives the 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops! That page can't be found");
    await expect(page.getByRole('banner')).toBeVisible();
  });
}

test("Builder's editor: framed by builder.io only, never stored, and its SDK renders our modules live", async ({ page, baseURL }) => {
  const seen = watch(page, baseURL!);
  // Other origins (Builder's CDN) are not reachable from the test machine: answer them empty.
  await page.route((url) => !url.href.startsWith(baseURL!), (route) => route.fulfill({ status: 204, body: '' }));
  const response = await page.goto('/lp/builder-demo/?builder.editing=true&__builder_editing__=true&builder.space=e2e-builder-key');
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'self' https:\/\/builder\.io$/);
  expect(headers['x-frame-options']).toBeUndefined();
  expect(headers['cache-control']).toMatch(/no-store/);
  expect(headers['x-page-cache']).toBeUndefined();
  // Rendered on the client by Builder's SDK, with our components registered for the module types.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Builder demo: the edge, composed visually');
  await expect(page.locator('[data-module="stats"], main').getByText('2,800+')).toBeVisible();
  expect((await seen.scripts()).some(isBuilderSdk)).toBe(true);
  expect(await page.evaluate(() => (window as { __builderXss?: number }).__builderXss)).toBeUndefined();
  // A plain view of the same page is still cacheable and unframeable.
  const plain = await page.request.get('/lp/builder-demo/');
  expect(plain.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(plain.headers()['cache-control']).not.toMatch(/no-store/);
});

test.describe("inside Builder's editor frame", () => {
  test('our module types are offered to the editor, and the page follows the content it sends', async ({ page, baseURL }) => {
    const editorUrl = 'https://builder.io/content/e2e';
    const framed = `${baseURL}/lp/builder-demo/?builder.frameEditing=page&builder.preview=page&__builder_editing__=true&builder.editing=true`;
    await page.route((url) => !url.href.startsWith(baseURL!), (route) =>
      route.request().url() === editorUrl
        ? route.fulfill({ contentType: 'text/html', body: `<!doctype html><script>window.got = []; addEventListener('message', (e) => window.got.push(e.data));</script><iframe id="site" src="${framed}" width="1200" height="1600"></iframe>` })
        : route.fulfill({ status: 204, body: '' }),
    );
    await page.goto(editorUrl);
    const site = page.frameLocator('#site');
    const post = (message: unknown) => page.evaluate((m) => (document.getElementById('site') as HTMLIFrameElement).contentWindow!.postMessage(m, '*'), message);
    // Messages are re-sent until the page's SDK (loaded after hydration) listens.
    const offered = async () => {
      await post({ type: 'builder.getComponents' });
      const got = await page.evaluate(() => (window as unknown as { got: Array<{ type: string; data: Array<{ name: string; inputs?: Array<{ name: string }> }> }> }).got);
      return got.filter((m) => m?.type === 'builder.components').at(-1)?.data ?? [];
    };
    await expect
      .poll(offered, { timeout: 20_000 })
      .toEqual(expect.arrayContaining([expect.objectContaining({ name: 'featureGrid' }), expect.objectContaining({ name: 'cta', inputs: expect.arrayContaining([expect.objectContaining({ name: 'buttonText' })]) })]));
    expect((await offered()).map((c) => c.name)).not.toContain('docArticle');

    // The editor sends the content as its user types: the page follows without a reload.
    const edited = (title: string) => [
      { '@type': '@builder.io/sdk:Element', id: 'builder-banner1', component: { name: 'banner', options: { slides: [{ title }] } } },
      { '@type': '@builder.io/sdk:Element', id: 'builder-text1', component: { name: 'Text', options: { text: '<p class="typed">Typed <img src="/x.png" onerror="window.__builderXss = 3"></p>' } } },
    ];
    const type = async (title: string) => {
      await post({ type: 'builder.editingModel', data: { model: 'page' } });
      await post({ type: 'builder.contentUpdate', data: { key: 'page', data: { id: 'builder-demo-en', data: { blocks: edited(title) } } } });
      return site.getByRole('heading', { level: 1 }).textContent({ timeout: 1000 }).catch(() => null);
    };
    await expect.poll(() => type('Typed in the editor'), { timeout: 20_000 }).toBe('Typed in the editor');
    await expect.poll(() => type('Typed in the editor, again'), { timeout: 10_000 }).toBe('Typed in the editor, again');
    await expect(site.locator('p.typed')).toHaveText('Typed');
    // Still our sanitised rendering: no event handler from the content reached the DOM.
    expect(await site.locator('[onerror]').count()).toBe(0);
    expect(await page.frames()[1].evaluate(() => (window as { __builderXss?: number }).__builderXss)).toBeUndefined();
  });
});
