import { expect, type Page } from '@playwright/test';

/**
 * Waits until Next has hydrated the page: its client router exists only then. The page's scripts are requested after
 * the first paint (pages/_document.tsx), so the load event that page.goto waits for does not wait for them.
 */
export const pageHydrated = (page: Page) => expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router))).toBe(true);
