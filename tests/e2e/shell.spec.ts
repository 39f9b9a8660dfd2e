import { expect, test } from './support/test';
import type { BrowserContext, Page } from '@playwright/test';

/** The page shell (issue 4): header, mega menu, mobile accordion, language switch, banners, consent, preview, errors. */

const CONSENT = 'cookie_consent';

async function consentGiven(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: CONSENT, value: 'necessary', url: baseURL! }]);
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

const desktopMenu = (page: Page) => page.getByRole('navigation', { name: /Main menu|主菜单|メインメニュー|주 메뉴/ }).first();

test.describe('with consent given', () => {
  test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL));

  const homes = [
    { path: '/', lang: 'en', trial: 'Free Trial', contact: 'Contact Us', copyright: 'All rights reserved.', partners: true },
    { path: '/cn', lang: 'zh-CN', trial: '免费试用', contact: '联系我们', copyright: '保留所有权利', partners: false },
    { path: '/ja', lang: 'ja', trial: '無料トライアル', contact: 'お問い合わせ', copyright: '無断転載を禁じます', partners: true },
    { path: '/ko', lang: 'ko', trial: '무료 체험', contact: '문의하기', copyright: '모든 권리 보유', partners: true },
  ];
  for (const home of homes) {
    test(`home ${home.path} has the shell in its language, hreflang and canonical`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      const response = await page.goto(home.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
      const prefix = home.path === '/' ? '' : home.path;
      await expect(page.getByRole('link', { name: home.trial, exact: true }).first()).toHaveAttribute('href', `${prefix}/free-trial/`);
      await expect(page.getByRole('link', { name: home.contact, exact: true }).first()).toHaveAttribute('href', `${prefix}/contact/`);
      await expect(page.locator('footer')).toContainText(home.copyright);
      await expect(desktopMenu(page).locator(`a[href="${prefix}/partnership/"]`)).toHaveCount(home.partners ? 1 : 0);
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(5);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${home.path === '/' ? '/' : home.path}$`));
      expect(errors).toEqual([]);
    });
  }

  test('language switch is a full navigation to the same page in the other locale and sets the cookie', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/contact/');
    const language = desktopMenu(page).getByRole('button', { name: /Language/ });
    await language.hover();
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await desktopMenu(page).getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja\/contact\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const stored = await cookie(context, 'i18n_redirected');
    expect(stored?.value).toBe('ja');
    expect(stored?.path).toBe('/');
    expect(stored!.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 120);
  });

  test('mega menu opens on hover with its promotion; the mask closes it; partnership opens nothing', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const company = desktopMenu(page).getByRole('button', { name: 'Company' });
    await company.hover();
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Why Edgenova' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Watch the video' })).toBeVisible();
    const mask = page.getByTestId('menu-mask');
    await expect(mask).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(mask).toBeHidden();
    await expect(company).toHaveAttribute('aria-expanded', 'false');

    await desktopMenu(page).getByRole('link', { name: 'Partners' }).hover();
    await expect(page.getByTestId('menu-mask')).toBeHidden();

    await company.hover();
    await desktopMenu(page).getByRole('link', { name: 'Certifications' }).click();
    await expect(page).toHaveURL(/\/certifications\/$/);
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('menu-mask')).toBeHidden();
  });

  test('mega menu works by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const products = desktopMenu(page).getByRole('button', { name: 'Products' });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('href', /\//);
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  test('mobile accordion at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(desktopMenu(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const mobile = page.locator('#mobile-menu');
    const products = mobile.getByRole('button', { name: 'Products' });
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(mobile.getByRole('region').first().getByRole('link').first()).toBeVisible();
    await close.click();
    await expect(mobile).toBeHidden();
  });

  test('search overlay: empty keyword stays, a keyword goes to search with t, then closes', async ({ page }) => {
    await page.goto('/ko');
    await page.getByRole('button', { name: '검색' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '검색', exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/ko\/?$/);
    await dialog.getByLabel('검색어').fill('cdn');
    await dialog.getByLabel('검색어').press('Enter');
    await expect(page).toHaveURL(/\/ko\/search\/\?keyword=cdn&t=\d+$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('top banner: shown until closed for the day, never on the broadcast-show event page', async ({ page, context }) => {
    await page.goto('/events/ibc-2025/');
    await expect(page.getByRole('button', { name: 'Close advertisement' })).toHaveCount(0);
    await page.goto('/');
    // Following the banner to the event page (a client navigation) takes the banner away there too.
    await page.getByRole('link', { name: 'Book a meeting' }).click();
    await expect(page).toHaveURL(/\/events\/ibc-2025\/$/);
    await expect(page.getByRole('button', { name: 'Close advertisement' })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Close advertisement' }).click();
    await expect(page.getByRole('button', { name: 'Close advertisement' })).toHaveCount(0);
    expect((await cookie(context, 'top_banner_count'))?.value).toBe('1');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Close advertisement' })).toHaveCount(0);
  });

  test('preview notice and preview params carried across client navigations', async ({ page, request }) => {
    const issued = await request.post('/api/portal/v1/preview/token', { headers: { 'x-staff-secret': 'e2e-staff-secret' }, data: {} });
    expect(issued.status()).toBe(200);
    const body = await issued.json();
    const token = typeof body.data === 'string' ? body.data : body.data.token;
    await page.goto(`/?ispreview=true&pretoken=${encodeURIComponent(token)}&rsr=mail`);
    const notice = page.getByRole('status').filter({ hasText: 'This is preview mode' });
    await expect(notice).toBeVisible();
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy\/\?.*ispreview=true/);
    const url = new URL(page.url());
    expect(url.searchParams.get('pretoken')).toBe(token);
    expect(url.searchParams.get('rsr')).toBe('mail');
    await page.getByRole('button', { name: 'Close preview notice' }).click();
    await expect(page.getByText('This is preview mode')).toBeHidden();
  });

  test('login bar: Login, then the display name with Logout once signed in', async ({ page }) => {
    await page.goto('/ja/');
    const login = page.getByRole('link', { name: 'ログイン', exact: true });
    expect(new URL((await login.getAttribute('href'))!).searchParams.get('service')).toMatch(/\/api\/portal\/v1\/sso\/callback\?return=%2Fja/);
    // The local development login (DEV_LOGIN=1 in playwright.config.ts) stands in for the console SSO.
    const signedIn = await page.request.post('/api/portal/v1/dev-login', { data: { name: 'Ada Lovelace' } });
    expect(signedIn.status()).toBe(200);
    await page.reload();
    await expect(page.getByText('Ada Lovelace')).toBeVisible();
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
    await expect(page.getByText('Ada Lovelace')).toHaveCount(0);
  });

  test('a client navigation starts at the top; an in-page link scrolls to its section', async ({ page }) => {
    await page.goto('/');
    const onThisPage = page.getByRole('navigation', { name: 'On this page' });
    const last = onThisPage.getByRole('link').last();
    const target = (await last.getAttribute('href'))!;
    await last.click();
    await expect(page.locator(target)).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('404 page in the visitor language, with the shell', async ({ page }) => {
    const response = await page.goto('/ko/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
    await expect(page.getByRole('link', { name: '홈페이지로 이동.' })).toHaveAttribute('href', /^\/ko\/?$/);
    await expect(page.locator('header')).toBeVisible();
  });

  test('a polite notice while the browser is offline, gone when it is back online', async ({ page, context }) => {
    await page.goto('/ja/contact/');
    const notice = page.locator('[aria-live="polite"]').getByText('オフラインです');
    await expect(notice).toHaveCount(0);
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  });

  test('the mobile flag follows the user agent', async ({ browser, baseURL }) => {
    const flagOf = async (userAgent: string) => {
      const context = await browser.newContext({ userAgent });
      await consentGiven(context, baseURL);
      const page = await context.newPage();
      await page.goto('/contact/');
      const props = await page.evaluate(() => JSON.parse(document.getElementById('__NEXT_DATA__')!.textContent!).props.pageProps.isMobile);
      await context.close();
      return props;
    };
    expect(await flagOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe(true);
    expect(await flagOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBe(false);
  });
});

test('cookie consent: manage settings, save my choices, not asked again', async ({ page, context }) => {
  await page.goto('/');
  // The notice is in the HTML from the start; its buttons work once the page's scripts have run.
  await page.waitForLoadState('networkidle');
  const notice = page.getByRole('region', { name: 'We value your privacy' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Manage settings' }).click();
  await expect(notice.getByRole('checkbox', { name: /Strictly necessary/ })).toBeDisabled();
  await expect(notice.getByRole('checkbox', { name: /Strictly necessary/ })).toBeChecked();
  await notice.getByRole('checkbox', { name: /Statistics/ }).check();
  await notice.getByRole('button', { name: 'Save my choices' }).click();
  await expect(notice).toBeHidden();
  expect(decodeURIComponent((await cookie(context, CONSENT))!.value)).toBe('necessary,statistics');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).or(page.locator('main')).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeHidden();
});

test('a path without a trailing slash is redirected with 301', async ({ request }) => {
  const response = await request.get('/ja/contact', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/ja/contact/');
});
