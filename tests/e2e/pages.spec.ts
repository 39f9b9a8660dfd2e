import { expect, test } from './support/test';
import { axeViolations } from './axe';
import { islandListens } from './support/island';
import { consentGiven } from './support/consent';

/** Page modules in a real browser against the seeded API (issue 5): lists, filters, search, app downloads, Korean-only pages. */

test.beforeEach(({ context, baseURL }) => consentGiven(context, baseURL));

test('blog list: tag tabs and pages load in the browser from POST /news/blog', async ({ page }) => {
  await page.goto('/blog/');
  const list = page.locator('[data-module="newsList"]');
  await islandListens(list);
  const firstTitles = await list.locator('h3').allInnerTexts();
  expect(firstTitles.length).toBe(9);
  const answer = page.waitForResponse((r) => r.url().includes('/api/portal/v1/news/blog') && r.request().method() === 'POST');
  await list.getByRole('button', { name: 'Zero Trust' }).click();
  expect(JSON.parse((await answer).request().postData() ?? '{}')).toMatchObject({ tag: 'Zero Trust', pageIndex: 0, pageSize: 9 });
  await expect(list.getByRole('button', { name: 'Zero Trust' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.locator('li span').first()).toHaveText(/Zero Trust/i);
  await list.getByRole('button', { name: 'All' }).click();
  await list.getByRole('button', { name: 'Page 2' }).click();
  await expect(list.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // Seen as well as announced: the current page's button is filled, the others are not.
  const background = (name: string) => list.getByRole('button', { name }).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background('Page 2')).not.toBe(await background('Page 1'));
  await expect(list.locator('h3').first()).not.toHaveText(firstTitles[0]);
});

test('case studies filter by industry without a reload', async ({ page }) => {
  await page.goto('/case-study/');
  const grid = page.locator('[data-module="caseStudyGrid"]');
  await islandListens(grid);
  const all = await grid.locator('li').count();
  // The grid is an island: a click before it hydrates is replayed once it has, so wait for the pressed state.
  await grid.getByRole('button', { name: 'Gaming' }).click();
  await expect(grid.getByRole('button', { name: 'Gaming' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => grid.locator('li').count()).toBeLessThan(all);
  expect(await grid.locator('li').count()).toBeGreaterThan(0);
});

test('search shows results for a keyword and the spec message for none', async ({ page }) => {
  await page.goto('/search/?keyword=cdn&t=1');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toContainText('results for "cdn"');
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzqqxxnothing');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/keyword=zzqqxxnothing&t=\d+/);
  await expect(main.getByRole('status')).toHaveText('Sorry, we did not find the information you are searching for.');
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' });
  test('the app page offers the Android download first', async ({ page }) => {
    await page.goto('/product/edgeray/');
    await expect(page.locator('[data-module="appManage"] a').first()).toHaveText('Download for Android');
  });
});

test('Korean-only products exist under /ko only', async ({ page }) => {
  expect((await page.goto('/ko/product/multi-drm/'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('멀티 DRM');
  expect((await page.goto('/product/multi-drm/'))?.status()).toBe(404);
  expect((await page.goto('/ja/product/multi-drm/'))?.status()).toBe(404);
});

test('the iGaming event page shows its countdown result and a composed article page has its navigation', async ({ page }) => {
  await page.goto('/events/igaming-live-2025/');
  await expect(page.locator('[data-module="countdown"]')).toContainText('The event has ended');
  await page.goto('/blog/zero-trust-vs-vpn/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Recommended' })).toBeVisible();
  expect((await page.goto('/blog/no-such-article/'))?.status()).toBe(404);
});

test('axe finds no WCAG A/AA violations on pages showing every module type', async ({ page }) => {
  test.setTimeout(120_000);
  const sample = ['/global-network-map/', '/ko/global-network-map/africa-cdn/', '/events/igaming-live-2025/', '/product/edgeray/', '/ja/case-study/',
    '/search/?keyword=cdn&t=1', '/videos/edge-network-tour/', '/cn/products/', '/solutions/', '/services/', '/ko/blog/zero-trust/'];
  const found: string[] = [];
  for (const url of sample) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    found.push(...(await axeViolations(page)).map((v) => `${url} ${v}`));
  }
  expect(found).toEqual([]);
});
