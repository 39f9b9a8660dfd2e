import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { consentGiven } from './support/consent';

/**
 * Static modules (interactive: false) keep the server's HTML in the browser: no hydration, none of their code
 * fetched; interactive ones on the same page still work. No hydration warnings either way.
 */

const PAGE = '/web-performance/';

/** The bodies of every script the page loads from /_next/static/, and its console errors. */
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('response', async (response) => {
    if (/\/_next\/static\/.*\.js$/.test(new URL(response.url()).pathname)) scripts.push(await response.text().catch(() => ''));
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { scripts, errors };
}

/** Scrolls through the page so every module has been in view, then waits for the network to settle. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await page.waitForLoadState('networkidle');
}

test("a static module reads the same with JavaScript on and off, and none of its component's code is fetched", async ({ browser, baseURL }) => {
  const off = await browser.newContext({ javaScriptEnabled: false });
  await consentGiven(off, baseURL!);
  const offPage = await off.newPage();
  await offPage.goto(PAGE);
  const stats = (page: Page) => page.locator('section[data-module="stats"]').first();
  const htmlOff = await stats(offPage).evaluate((el) => el.outerHTML);
  await off.close();

  const on = await browser.newContext();
  await consentGiven(on, baseURL!);
  const page = await on.newPage();
  const { scripts, errors } = watch(page);
  await page.goto(PAGE);
  await scrollThrough(page);
  expect(await stats(page).evaluate((el) => el.outerHTML)).toBe(htmlOff);
  expect(htmlOff).toContain('<dl');
  // The component's CSS-module class names are in its code (the class map) and nowhere else in the scripts.
  const statsClass = (await stats(page).locator('dl').getAttribute('class'))!;
  expect(statsClass).toMatch(/\S/);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((body) => body.includes(statsClass))).toEqual([]);
  // The interactive news list on the same page hydrates once used (pointed at): its class names are in a script
  // that arrived then, and not before (it responds only to the visitor: modules/news-list/index.ts).
  const news = page.locator('section[data-module="newsList"]').first();
  const newsClass = (await news.locator('[class]').first().getAttribute('class'))!.split(' ')[0];
  expect(scripts.some((body) => body.includes(newsClass))).toBe(false);
  await news.hover();
  await expect.poll(() => scripts.some((body) => body.includes(newsClass))).toBe(true);
  expect(errors.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
  await on.close();
});

test('after a client-side navigation (no server HTML) a static module loads its code and renders as the server does', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await consentGiven(context, baseURL!);
  const page = await context.newPage();
  const { errors } = watch(page);
  await page.goto(PAGE);
  const stats = page.locator('section[data-module="stats"]').first();
  const served = await stats.innerText();
  expect(served).toMatch(/\S/);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // A marker on window survives a client-side navigation and not a full page load.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.evaluate((path) => (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push(path), PAGE);
  await page.waitForURL(`**${PAGE}`);
  await expect(stats.locator('dl')).toBeVisible();
  expect(await stats.innerText()).toBe(served);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors.filter((text) => /hydrat|did not match|mismatch|failed to load/i.test(text))).toEqual([]);
  await context.close();
});

test('a link in static content keeps the campaign parameters, as the router keeps them for its own links', async ({ page }) => {
  await page.goto(`${PAGE}?rsr=mail&bd_vid=7&other=1`);
  const link = page.locator('[data-module-view]:not([data-island]) a[href^="/"]:not([href^="//"])').first();
  const target = new URL((await link.getAttribute('href'))!, 'http://site.local').pathname;
  // A marker on window survives a client-side navigation and not a full page load: this link is a plain one.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await link.click();
  await page.waitForURL((url) => url.pathname === target);
  const url = new URL(page.url());
  expect([url.searchParams.get('rsr'), url.searchParams.get('bd_vid'), url.searchParams.get('other')]).toEqual(['mail', '7', null]);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
});
