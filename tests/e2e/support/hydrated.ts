import { expect, type Page } from '@playwright/test';

/** Run in the page: whether Next's client router exists, which it does only once the page's scripts have hydrated it. */
export const nextRouterExists = () => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router);

/** Expects Next to have hydrated the page, polling until it has. */
export const pageHydrated = (page: Page) => expect.poll(() => page.evaluate(nextRouterExists)).toBe(true);
