import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until an interactive module's island listens for its first use (ui/island then marks it data-island).
 * Before that the page has not hydrated: the script loader holds a press, or a form's sending, until it has
 * (contract/page-scripts-loader.ts), which is not the island's own first use that tests of islands look at.
 */
export const islandListens = (module: Locator) => expect(module.locator('[data-island]').first()).toBeAttached();

/** Opens a page and waits until its lead form's island listens. */
export async function gotoForm(page: Page, url: string) {
  await page.goto(url);
  await islandListens(page.locator('section[data-module]:has(form[data-form])'));
}
