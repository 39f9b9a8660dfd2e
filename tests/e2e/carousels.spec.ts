import { expect, test } from './support/test';
import { islandListens } from './support/island';
import { consentGiven } from './support/consent';

/** The two carousels are islands: they keep the server's HTML until used, then move with buttons and keys. */

test.beforeEach(({ context, baseURL }) => consentGiven(context, baseURL));

test("home's banner moves with its buttons and arrow keys, marks the current slide, and pauses", async ({ page }) => {
  await page.goto('/');
  const banner = page.locator('[data-module="banner"]');
  await islandListens(banner);
  const slide = (n: number) => banner.getByRole('group', { name: `${n} / 4` });
  await expect(slide(1)).toBeVisible();

  await banner.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(banner.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

  await banner.getByRole('button', { name: 'Go to slide 3' }).click();
  await expect(slide(3)).toBeVisible();
  await expect(slide(1)).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  await expect(banner.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current', /.*/);

  await banner.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(4)).toBeVisible();
  // The last slide's next is the first again; previous from the first is the last.
  await banner.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(1)).toBeVisible();
  await banner.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slide(4)).toBeVisible();

  await page.keyboard.press('ArrowLeft');
  await expect(slide(3)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(slide(4)).toBeVisible();
});

test("a product page's multiple carousel pages through its items, its steps disabled at the ends", async ({ page }) => {
  await page.goto('/product/edgeray/');
  const carousel = page.locator('[data-module="multipleCarousel"]');
  await carousel.scrollIntoViewIfNeeded();
  await islandListens(carousel);
  const previous = carousel.getByRole('button', { name: 'Previous' });
  const next = carousel.getByRole('button', { name: 'Next' });
  await expect(carousel.getByRole('heading', { name: 'Speed test' })).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(carousel).toContainText('1 / 2');

  await next.click();
  await expect(carousel.getByRole('heading', { name: 'Alerts' })).toBeVisible();
  await expect(carousel.getByRole('heading', { name: 'Speed test' })).toHaveCount(0);
  await expect(carousel).toContainText('2 / 2');
  await expect(next).toBeDisabled();

  await previous.focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('heading', { name: 'Speed test' })).toBeVisible();
});

test('without JavaScript both carousels show their first slide or page as readable HTML', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await consentGiven(context, baseURL);
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  const banner = page.locator('[data-module="banner"]');
  await expect(banner.getByRole('group', { name: '1 / 4' })).toBeVisible();
  await expect(banner.getByRole('group', { name: '2 / 4' })).toBeHidden();
  await expect(banner.getByRole('heading', { level: 1 })).toHaveText('Fast, secure edge delivery for every application');
  await page.goto(`${baseURL}/product/edgeray/`);
  await expect(page.locator('[data-module="multipleCarousel"]').getByRole('heading', { name: 'Cache check' })).toBeVisible();
  await context.close();
});
