import { expect, type Page } from '@playwright/test';
import { PAGE_HYDRATED_EVENT } from '../../../contract/page-scripts';

/**
 * The page's own signal that it has hydrated (_app's effects ran, pages/_app.tsx), kept in a window property for the
 * tests. Not "Next's router exists": Next makes its router before React listens, and a press in between went nowhere.
 */
const HYDRATED_FLAG = '__pageHydratedForTests';

/** Has every document the page opens record the signal when it comes (an init script runs before the page's own). */
export const recordHydration = (page: Page) =>
  page.addInitScript(
    ([event, flag]) => document.addEventListener(event, () => ((window as unknown as Record<string, unknown>)[flag] = true), { once: true }),
    [PAGE_HYDRATED_EVENT, HYDRATED_FLAG] as const,
  );

/** Run in the page: whether it has signalled that it hydrated. */
const hasHydrated = (flag: string) => Boolean((window as unknown as Record<string, unknown>)[flag]);

/** Resolves once the page has hydrated; rejects after `timeout` ms. */
export async function waitForHydration(page: Page, timeout: number): Promise<void> {
  // The handle to the result is of no use here: released at once.
  await (await page.waitForFunction(hasHydrated, HYDRATED_FLAG, { timeout })).dispose();
}

/**
 * Expects the page to have hydrated, polling until it has. For pages of the fixture in ./test.ts, which records the
 * signal; on any other page the poll times out.
 */
export const pageHydrated = (page: Page) => expect.poll(() => page.evaluate(hasHydrated, HYDRATED_FLAG)).toBe(true);
