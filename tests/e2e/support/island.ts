import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until an interactive module's island listens for its first use (ui/island then marks it data-island).
 * Before that the page has not hydrated and a click acts as plain HTML: a form would be sent by the browser itself.
 */
export const islandListens = (module: Locator) => expect(module.locator('[data-island]').first()).toBeAttached();

/** Opens a page and waits until its lead form's island listens. */
export async function gotoForm(page: Page, url: string) {
  await page.goto(url);
  await islandListens(page.locator('section[data-module]:has(form[data-form])'));
}
