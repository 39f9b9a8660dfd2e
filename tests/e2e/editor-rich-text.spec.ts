import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { richTextField, typeHeading, typeLink, typeList } from './support/rich-text';
import { openPreviewTab } from './support/editor';

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
  const field = richTextField(page, module);
  const { text } = field;
  await typeHeading(field, 'Launch plan');
  await typeLink(field, { before: 'Read the ', linked: 'guide', href: 'https://example.com/guide/', refused: 'javascript:alert(1)' });
  await typeList(field, ['First step', 'Second step']);
  expect(await axeViolations(page)).toEqual([]);

  // What the editor wrote, seen through "Edit HTML".
  await module.getByRole('button', { name: 'Edit HTML' }).click();
  await expect(module.getByLabel('Html *')).toHaveValue(WRITTEN);
  await module.getByRole('button', { name: 'Edit HTML' }).click();
  await expect(text.locator('h2')).toHaveText('Launch plan');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  const preview = await openPreviewTab(page);
  const main = preview.locator('main');
  await expect(main.getByRole('heading', { name: 'Launch plan', level: 2 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'guide' })).toHaveAttribute('href', 'https://example.com/guide/');
  await expect(main.getByRole('listitem').filter({ hasText: /^(First|Second) step$/ })).toHaveText(['First step', 'Second step']);
});
