import { expect, type Browser, type Page } from '@playwright/test';

// The admin that playwright.config.ts has the server create on first start of its fresh store.
export const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' };

/** Signs in at /editor/; with expectSuccess, waits for the page list. */
export async function signIn(page: Page, who = ADMIN, expectSuccess = true) {
  await page.goto('/editor/');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (expectSuccess) await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
}

/** The public page as an anonymous visitor sees it: a fresh context, no staff cookie, through the page cache. */
export async function publicText(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    return await page.locator('main').innerText();
  } finally {
    await context.close();
  }
}
