import { expect, test, type Page } from '@playwright/test';

/**
 * Pages composed in Builder.io, served from the stand-in content API (tests/support/builder-standin.ts, recorded
 * content in tests/support/builder-content.ts) that playwright.config.ts points the site at.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
});

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
