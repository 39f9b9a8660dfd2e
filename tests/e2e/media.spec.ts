import { expect, test } from './support/test';
import type { Browser } from '@playwright/test';
import { axeViolations } from './axe';
import { addModule, createPage, signIn } from './support/editor';
import { photoPng } from '../support/media-files';

/**
 * The media library end to end: an editor uploads a PNG (watching its progress bar), gives it alt text in two
 * languages, uses it in a banner and publishes; the public page offers resized variants, and a phone downloads a
 * smaller one than a desktop.
 */

test.describe.configure({ mode: 'serial' });

/** The banner image a visitor's browser chose at this viewport (DPR 1 on both), and the bytes it downloaded. */
async function chosenVariant(browser: Browser, path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.startsWith('/media/')) sizes.set(new URL(response.url()).pathname, (await response.body()).length);
    });
    await page.goto(path);
    const img = page.locator('main img[srcset]').first();
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const chosen = new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname;
    await expect.poll(() => sizes.get(chosen) ?? 0).toBeGreaterThan(0);
    return { chosen, bytes: sizes.get(chosen)!, alt: await img.getAttribute('alt') };
  } finally {
    await context.close();
  }
}

test('an editor uploads a PNG with progress, describes it in two languages, puts it in a banner; phones get a smaller file', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.getByRole('link', { name: 'Media library' }).click();
  await expect(page.getByRole('heading', { name: 'Media library', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const name = `launch-${Date.now()}.png`;
  // The upload is held back a little, so that its progress bar is surely on screen to be seen on a fast machine.
  await page.route('**/api/portal/v1/editor/media?name=*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByLabel('Choose files').setInputFiles({ name, mimeType: 'image/png', buffer: await photoPng(1800, 1000) });
  await expect(page.getByRole('progressbar', { name: `Uploading ${name}` })).toBeVisible();
  await expect(page.getByText(`${name} uploaded`)).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/api/portal/v1/editor/media?name=*');
  const card = page.getByRole('listitem', { name: `Details of ${name}` });
  // Its thumbnail is a resized variant (no alt text yet: decorative until described).
  const thumb = card.locator('img');
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  expect(await thumb.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.w\d+\.webp$/);
  await card.getByLabel('Alt text (EN_US)').fill('Our network at sunrise');
  await card.getByLabel('Alt text (JA_JP)').fill('夜明けのネットワーク');
  await card.getByRole('button', { name: `Save alt text for ${name}` }).click();
  await expect(card.getByRole('status')).toHaveText('Alt text saved');
  await expect(card.getByText('Not used')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A new page with a banner whose image comes from the library picker.
  await page.getByRole('link', { name: 'Pages' }).click();
  const path = `/e2e-media-${Date.now()}/`;
  await createPage(page, path, 'Media launch');
  await addModule(page, 'Banner');
  const banner = page.getByRole('group', { name: /Banner · Banner/ });
  await banner.getByRole('button', { name: 'Add item to Slides' }).click();
  await banner.getByLabel('Title *').fill('Faster everywhere');
  await banner.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose from the media library' });
  await picker.getByRole('button', { name: `Use ${name}` }).click();
  await expect(picker).toBeHidden();
  await expect(banner.getByLabel('Image', { exact: true })).toHaveValue(/^\/media\/[0-9a-f]{32}-1800x1000\.png$/);
  await page.getByRole('toolbar').getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  // The toolbar's Publish (the publishing panel has other buttons whose names contain the word).
  await page.getByRole('toolbar').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published:' })).toBeVisible();

  const phone = await chosenVariant(browser, path, { width: 390, height: 844 });
  const desktop = await chosenVariant(browser, path, { width: 1440, height: 900 });
  expect(phone.alt).toBe('Our network at sunrise');
  expect(phone.chosen).toMatch(/\.w\d+\.webp$/);
  expect(desktop.chosen).toMatch(/\.w\d+\.webp$/);
  expect(phone.chosen).not.toBe(desktop.chosen);
  expect(phone.bytes).toBeLessThan(desktop.bytes);

  // Now used by the page: the library says where, and refuses to delete it.
  await page.goto('/editor/media/');
  const used = page.getByRole('listitem', { name: `Details of ${name}` });
  await expect(used.getByRole('link', { name: 'Media launch' })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await used.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(used.getByRole('alert')).toContainText('cannot be deleted');
  expect((await page.request.get(phone.chosen)).status()).toBe(200);
});

test('the library refuses HTML named .png with its message and lists nothing new', async ({ page }) => {
  await signIn(page);
  await page.goto('/editor/media/');
  const items = page.getByRole('listitem', { name: /^Details of / });
  await expect(items.first()).toBeVisible();
  const before = await items.count();
  await page.getByLabel('Choose files').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><p>not an image</p>') });
  const refusal = page.getByRole('alert').filter({ hasText: 'holiday.png was not uploaded' });
  await expect(refusal).toContainText('whatever its name says', { timeout: 30_000 });
  await page.reload();
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBe(before);
});
