import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

// The admin that playwright.config.ts has the server create on first start of its fresh store.
const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' };

/** Axe on the screen as it is now, named in the failure so one run lists every screen's findings. */
async function audit(page: Page, screen: string, found: string[]) {
  found.push(...(await axeViolations(page)).map((v) => `${screen}: ${v}`));
}

// Looks only: nothing is saved, so the other browser tests see the seed.
test('axe finds no WCAG A/AA violations on any editor screen', async ({ page }) => {
  const found: string[] = [];
  await page.goto('/editor/');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await audit(page, 'sign-in', found);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await audit(page, 'sign-in, refused', found);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Edit / }).first()).toBeVisible();
  await audit(page, 'page list', found);

  const filters = page.getByRole('search');
  await filters.getByLabel('Language').selectOption('EN_US');
  await filters.getByLabel('Search pages').fill('home');
  await page.getByRole('link', { name: 'Edit / (EN_US)' }).click();
  await expect(page.getByRole('heading', { name: 'Editing / (EN_US)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
  await audit(page, 'page editor', found);

  await page.getByRole('link', { name: 'Menus, banners and redirects' }).click();
  await expect(page.getByRole('heading', { name: 'Site documents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Redirects' })).toBeVisible();
  await audit(page, 'site documents and mappings', found);
  for (const type of ['header', 'menus', 'footer']) {
    await page.getByLabel('Document', { exact: true }).selectOption({ label: type });
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
    await audit(page, `site document ${type}`, found);
  }

  await page.getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await audit(page, 'leads inbox', found);

  expect(found).toEqual([]);
});
