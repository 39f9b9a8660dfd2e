import { expect, test } from './support/test';
import type { Browser } from '@playwright/test';
import { axeViolations } from './axe';
import { makePage, signIn } from './support/editor';

/** The translation workflow in the editor: "Start from English", translate, publish; the list's translation filters. */

/** What an anonymous visitor gets at a path: status and main text. */
async function visit(browser: Browser, path: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    return { status: response?.status(), text: response?.status() === 200 ? await page.locator('main').innerText() : '', lang: await page.locator('html').getAttribute('lang') };
  } finally {
    await context.close();
  }
}

test('an editor starts the Japanese version of an English page from English, translates and publishes it; "Missing in Korean" lists the page', async ({ page, browser }) => {
  const code = `translate-e2e-${Date.now()}`;
  await signIn(page);
  const english = await makePage(page.request, code, true);
  expect((await visit(browser, `/ja/${code}/`)).status).toBe(404);

  await page.goto(`/editor/page/${english.id}/`);
  const languages = page.getByRole('region', { name: 'Languages' });
  await expect(languages.getByRole('listitem')).toHaveText([/English\s*Published\s*English \(this version\)/, /Chinese\s*Missing/, /Japanese\s*Missing/, /Korean\s*Missing/]);
  expect(await axeViolations(page)).toEqual([]);
  await languages.getByRole('button', { name: 'Start Japanese from English' }).click();

  // The new Japanese draft opens, with the English content to translate; visitors see nothing of it yet.
  await page.waitForURL((url) => /^\/editor\/page\/\d+\/$/.test(url.pathname) && url.pathname !== `/editor/page/${english.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('JA_JP');
  await expect(languages.getByRole('listitem').nth(2)).toHaveText(/Japanese\s*Draft\s*Japanese \(this version\)/);
  await expect(page.getByLabel('Page name', { exact: true })).toHaveValue('First');
  expect((await visit(browser, `/ja/${code}/`)).status).toBe(404);

  await page.getByLabel('Page name', { exact: true }).fill('エッジの基本');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  await expect(languages.getByRole('listitem').nth(2)).toHaveText(/Japanese\s*Published/);

  const japanese = await visit(browser, `/ja/${code}/`);
  expect(japanese.status).toBe(200);
  expect(japanese.lang).toMatch(/^ja/);
  expect(japanese.text).toContain(`${code} one`); // the same modules as English, ready to translate

  // The page list's translation filter, kept in the address across a reload.
  await page.goto('/editor/');
  await page.getByLabel('Missing in').selectOption('KO_KR');
  await expect(page).toHaveURL(/[?&]missing=KO_KR/);
  const translations = page.getByRole('region', { name: 'Translations' });
  const row = translations.getByRole('row').filter({ hasText: `/${code}/` });
  await expect(row).toHaveText(/Published.*Missing.*Published.*Missing/s);
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByLabel('Missing in')).toHaveValue('KO_KR');
  await expect(row).toBeVisible();
  // Japanese is not missing: the page is not listed under it.
  await page.getByLabel('Missing in').selectOption('JA_JP');
  await expect(page).toHaveURL(/[?&]missing=JA_JP/);
  await expect(translations).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an editor starts the Japanese version of an English doc article from English: the screen switches to Japanese with the article chosen', async ({ page }) => {
  await signIn(page);
  const API = '/api/portal/v1';
  const name = `Translate me ${Date.now()}`;
  // An English article in the CDN product's "Getting Started" directory (which exists in every language), published.
  const made = (await (await page.request.post(`${API}/editor/docs/nodes`, { data: { lang: 'EN_US', kind: 'article', parentId: 111, name } })).json()).data;
  expect((await page.request.post(`${API}/editor/docs/nodes/${made.id}/publish`, { data: { lang: 'EN_US', version: made.version } })).status()).toBe(200);

  await page.goto('/editor/docs/');
  const tree = page.getByRole('navigation', { name: 'Documentation tree' });
  await tree.getByRole('button', { name: `Article ${name}` }).click();
  const languages = page.getByRole('region', { name: 'Languages' });
  await expect(languages.getByRole('listitem')).toHaveText([/English\s*Published\s*English \(this version\)/, /Chinese\s*Missing/, /Japanese\s*Missing/, /Korean\s*Missing/]);
  expect(await axeViolations(page)).toEqual([]);
  await languages.getByRole('button', { name: 'Start Japanese from English' }).click();

  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Started the Japanese version from English: translate it, then publish it.' })).toBeVisible();
  await expect(page.getByLabel('Content language')).toHaveValue('JA_JP');
  await expect(page.getByRole('heading', { name: `Article: ${name}` })).toBeVisible();
  await expect(tree.getByRole('button', { name: `Article ${name} (not published)` })).toBeVisible();
  await expect(languages.getByRole('listitem').nth(2)).toHaveText(/Japanese\s*Draft\s*Japanese \(this version\)/);
  // Back to English through the panel: the article stays chosen.
  await languages.getByRole('button', { name: 'Open the English version' }).click();
  await expect(page.getByLabel('Content language')).toHaveValue('EN_US');
  await expect(page.getByRole('heading', { name: `Article: ${name}` })).toBeVisible();
});
