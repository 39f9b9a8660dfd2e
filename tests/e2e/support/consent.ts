import type { BrowserContext } from '@playwright/test';

/** The visitor has chosen "necessary only", so the cookie notice stays closed and covers nothing a test clicks. */
export const consentGiven = (context: BrowserContext, baseURL: string | undefined) =>
  context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
