import { test as base, type Page } from '@playwright/test';
import { PAGE_SCRIPTS_ELEMENT_ID } from '../../../contract/page-scripts';
import { recordHydration, waitForHydration } from './hydrated';

export { expect } from '@playwright/test';

/** The address of one of the app's scripts (Next's chunks), for tests that hold them back or block them. */
export const APP_SCRIPT_URL = /\/_next\/static\/.*\.js(\?|$)/;

/**
 * Resolves once the page has hydrated (its effects ran: _app's signal), at once for a document without the
 * loader's script list (JSON, a PDF, a page of another site), and when one of its scripts fails to load (a test that
 * blocks them). Best effort: a page that never hydrates is left to the test's own assertions.
 */
async function scriptsSettled(page: Page): Promise<void> {
  let onFailure = () => undefined as void;
  const failed = new Promise<void>((resolve) => (onFailure = resolve));
  const listener = (request: { url(): string }) => APP_SCRIPT_URL.test(request.url()) && onFailure();
  page.on('requestfailed', listener);
  try {
    await Promise.race([
      failed,
      (async () => {
        if (await page.evaluate((id) => Boolean(document.getElementById(id)), PAGE_SCRIPTS_ELEMENT_ID)) {
          await waitForHydration(page, 15_000);
        }
      })().catch(() => undefined),
    ]);
  } finally {
    page.off('requestfailed', listener);
  }
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';
const NAVIGATIONS: Navigation[] = ['goto', 'reload', 'goBack', 'goForward'];

/**
 * Playwright's test with one change: the page's navigations resolve once it has hydrated, unless the test asks
 * for an earlier moment (waitUntil 'commit' or 'domcontentloaded'). A site page requests its scripts after its first
 * paint (pages/_document.tsx), so the load event no longer waits for them; before they run, the loader holds presses
 * and the sending of forms that only scripts send (contract/page-scripts-loader.ts), and links and other forms act as plain
 * HTML, which is what the no-JavaScript tests check on their own.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      await recordHydration(page);
      for (const name of NAVIGATIONS) {
        const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
        (page as unknown as Record<Navigation, unknown>)[name] = async (...args: unknown[]) => {
          const response = await navigate(...args);
          const options = (name === 'goto' ? args[1] : args[0]) as { waitUntil?: string } | undefined;
          if (options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded') await scriptsSettled(page);
          return response;
        };
      }
    }
    await use(page);
  },
});
