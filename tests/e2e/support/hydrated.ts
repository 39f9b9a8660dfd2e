import { expect, type Page } from '@playwright/test';

/** Expects Next to have hydrated the page (its client router exists only then), polling until it has. */
export const pageHydrated = (page: Page) => expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router))).toBe(true);
