import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';

// The admin that playwright.config.ts has the server create on first start of its fresh store.
const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' };
const WRITTEN = '<h2>Launch plan</h2><p>Read the <a href="https://example.com/guide/">guide</a></p><ul><li>First step</li><li>Second step</li></ul>';

// Previewed, not published: a published page would join the sitemap that crawl.spec.ts compares with the seed.
test('an editor writes a heading, a link and a list in the rich-text editor, saves, and the preview shows them', async ({ page }) => {
  await page.goto('/editor/');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();

  const path = `/e2e-rich-text-${Date.now()}/`;
  const create = page.getByRole('form', { name: 'Create a page' });
  await create.getByLabel('Path, for example /product/new-cdn/').fill(path);
  await create.getByLabel('Page name').fill('Rich text');
  await create.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('heading', { name: `Editing ${path} (EN_US)` })).toBeVisible();
  await page.getByRole('button', { name: 'Add a module…' }).click();
  await page.getByRole('dialog', { name: 'Add a module' }).getByRole('button', { name: 'Rich text', exact: true }).click();

  const module = page.getByRole('group', { name: /Rich text · Rich text/ });
  const text = module.getByRole('textbox', { name: 'Html *' });
  const toolbar = module.getByRole('toolbar', { name: 'Formatting of Html' });
  await text.click();
  await page.keyboard.type('Launch plan');
  // To the toolbar and along it by keyboard: Shift+Tab reaches its one tab stop, arrows move, Enter presses.
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.getByRole('button', { name: 'Paragraph' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(text.locator('h2')).toHaveText('Launch plan');

  await text.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the guide');
  for (let i = 0; i < 'guide'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const address = module.getByLabel('Link address');
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(module.getByRole('alert')).toContainText('This address is not allowed');
  await address.fill('https://example.com/guide/');
  await address.press('Enter');
  await expect(text.getByRole('link', { name: 'guide' })).toHaveAttribute('href', 'https://example.com/guide/');

  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('First step');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second step');
  await expect(text.getByRole('listitem')).toHaveText(['First step', 'Second step']);
  expect(await axeViolations(page)).toEqual([]);

  // What the editor wrote, seen through "Edit HTML".
  await module.getByRole('button', { name: 'Edit HTML' }).click();
  await expect(module.getByLabel('Html *')).toHaveValue(WRITTEN);
  await module.getByRole('button', { name: 'Edit HTML' }).click();
  await expect(text.locator('h2')).toHaveText('Launch plan');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = await popupPromise;
  await preview.waitForURL(/pretoken=/);
  const main = preview.locator('main');
  await expect(main.getByRole('heading', { name: 'Launch plan', level: 2 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'guide' })).toHaveAttribute('href', 'https://example.com/guide/');
  await expect(main.getByRole('listitem').filter({ hasText: /^(First|Second) step$/ })).toHaveText(['First step', 'Second step']);
});
