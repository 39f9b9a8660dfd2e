import crypto from 'node:crypto';
import { APP_SCRIPT_URL, expect, test } from './support/test';
import type { Page } from '@playwright/test';
import shell from '../../i18n/strings/shell';
import { consentGiven } from './support/consent';

/**
 * The cookie consent notice is in every page's server HTML, so it paints with the page (no late Largest
 * Contentful Paint, no shift). A visitor who has chosen never sees it: an inline script in <head> marks the document
 * before the first paint and CSS hides it, then React removes it.
 */

const PRODUCT = '/ja/product/cloud-dns/';
const JA = shell.ja.shell.cookies;
const EN = shell.en.shell.cookies;
const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Only the HTML, its CSS and the inline <head> script: none of the app's scripts run. */
const blockScripts = (page: Page) => page.route(APP_SCRIPT_URL, (route) => route.abort());

test('the notice is in the server HTML, the same with or without a stored choice, with a head script allowed by its hash', async ({ baseURL }) => {
  const get = async (cookie?: string) => {
    const response = await fetch(`${baseURL}${PRODUCT}`, { headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(200);
    return { html: await response.text(), csp: response.headers.get('content-security-policy')! };
  };
  const { html: fresh, csp } = await get();
  expect(fresh).toMatch(new RegExp(`<section[^>]*aria-labelledby="[^"]+"[^>]*><h2 id="[^"]+"[^>]*>${JA.title}</h2>`));
  expect(fresh).toContain(JA.text);
  for (const label of [JA.acceptAll, JA.onlyNecessary, JA.manage]) expect(fresh).toContain(`>${label}</button>`);
  const head = fresh.slice(0, fresh.indexOf('<body'));
  // No nonce: one HTML for every visitor (a CDN may keep it); the policy allows the script by the hash of its text.
  const script = /<script>([^<]*cookie_consent=[^<]*data-consent-chosen[^<]*)<\/script>/.exec(head);
  expect(script).not.toBeNull();
  expect(csp).toContain(sha256(script![1]));
  expect(csp).not.toContain("'nonce-");
  // The page cache serves one HTML to every anonymous visitor: the stored choice must not change it.
  expect((await get('cookie_consent=necessary')).html).toBe(fresh);
});

test('without JavaScript the notice shows to a visitor who has not chosen', async ({ page }) => {
  await blockScripts(page);
  await page.goto(PRODUCT);
  const notice = page.getByRole('region', { name: JA.title });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: JA.acceptAll })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-consent-chosen');
});

test('without JavaScript a one-click choice is stored by the server and the visitor comes back to the page', async ({ page, context }) => {
  await blockScripts(page);
  await page.goto(PRODUCT);
  await page.getByRole('region', { name: JA.title }).getByRole('button', { name: JA.onlyNecessary }).click();
  await expect(page).toHaveURL(new RegExp(`${PRODUCT.replaceAll('/', '\\/')}$`));
  await expect(page.locator('html')).toHaveAttribute('data-consent-chosen', '');
  await expect(page.locator('section', { hasText: JA.title })).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('necessary');
});

test.describe('a visitor who has chosen', () => {
  test.beforeEach(({ context, baseURL }) => consentGiven(context, baseURL));

  test('never sees the notice: it is hidden before any app script runs', async ({ page }) => {
    await blockScripts(page);
    await page.goto(PRODUCT);
    await expect(page.locator('html')).toHaveAttribute('data-consent-chosen', '');
    // In the HTML, but not shown.
    await expect(page.locator('section', { hasText: JA.title })).toHaveCount(1);
    await expect(page.locator('section', { hasText: JA.title })).toBeHidden();
  });

  test('with scripts: hidden from the first parse, then removed by React without a hydration warning', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
    // Checked at once, not retried: it must never have been visible.
    expect(await page.getByText(JA.title).isVisible()).toBe(false);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('section', { hasText: JA.title })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test('keyboard: the notice comes first; Enter on "Accept all" stores the choice and it stays away', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const notice = page.getByRole('region', { name: EN.title });
  await expect(notice).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(notice.getByRole('button', { name: EN.acceptAll })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  const stored = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  expect(decodeURIComponent(stored!.value)).toBe('necessary,statistics,targeting');
  // A client-side navigation of the same visit, then a fresh load.
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy\/$/);
  await expect(page.getByText(EN.title)).toBeHidden();
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.getByText(EN.title).isVisible()).toBe(false);
  expect(errors).toEqual([]);
});
