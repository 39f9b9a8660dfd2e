import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from './support/test';
import { axeViolations } from './axe';
import { consentGiven } from './support/consent';

/** Browser tests of the documentation centre and API centre (issue 7). Seed: portal/seed/docs*.ts. */

const API = '/api/portal/v1';
const STAFF = { 'x-staff-secret': 'e2e-staff-secret' }; // playwright.config.ts webServer env

test('browse the product tree to an article and walk previous / next', async ({ page }) => {
  await page.goto('/docs/');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation Center' })).toBeVisible();
  await page.getByRole('link', { name: 'Content Delivery Network' }).first().click();
  await expect(page).toHaveURL(/\/docs\/cdn\/$/);
  await expect(page.getByRole('heading', { name: 'Learning path' })).toBeVisible();

  const tree = page.getByRole('navigation', { name: 'Documents of Content Delivery Network' });
  // The nested category sorts last, open and not togglable; the empty directory says so.
  await expect(tree.locator('[data-nested="true"]')).toContainText('Write an edge function');
  await tree.getByText('Release Notes').click();
  await expect(tree.getByText('No content available')).toBeVisible();
  await tree.getByText('User Guide').click();
  await tree.getByRole('link', { name: 'Configure caching rules' }).click();

  await expect(page).toHaveURL(/\/docs\/cdn\/1121\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Configure caching rules' })).toBeVisible();
  await expect(page.getByText('Updated: 2025-06-18 08:00')).toBeVisible();
  await expect(page.locator('#doc-content ol li').first()).toContainText('Open the domain');
  await expect(page.getByRole('link', { name: 'Configure caching rules' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: /Next article/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Purge and prefetch content' })).toBeVisible();
  await page.getByRole('link', { name: /Previous article/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configure caching rules' })).toBeVisible();
  await page.getByRole('link', { name: /Return to doc centre/ }).click();
  await expect(page).toHaveURL(/\/docs\/$/);
});

test('an empty product says so with a link back to the doc centre', async ({ page }) => {
  await page.goto('/ja/docs/ddos/');
  await expect(page.getByText('申し訳ありません。このディレクトリにはコンテンツがありません')).toBeVisible();
  await page.getByRole('status').getByRole('link', { name: 'ドキュメントセンターに戻る' }).click();
  await expect(page).toHaveURL(/\/ja\/docs\/$/);
});

test('an unknown product or document is a 404', async ({ page }) => {
  expect((await page.goto('/docs/no-such-product/'))?.status()).toBe(404);
  expect((await page.goto('/docs/cdn/2111/'))?.status()).toBe(404);
});

test('feedback on an article is stored', async ({ page, request }) => {
  await page.goto('/ko/docs/cdn/1112/');
  const suggestion = `More screenshots please ${Date.now()}`;
  await page.getByRole('button', { name: '아니요' }).click();
  const dialog = page.getByRole('dialog');
  // The dialog opens with focus on the first problem type; a mouse click on another one must land the first time
  // (one real press and release: before, the press showed a validation message that moved the release elsewhere).
  await expect(dialog.getByLabel('내용 오류')).toBeFocused();
  const box = await dialog.boundingBox();
  await dialog.getByLabel('링크 오류').click();
  await expect(dialog.getByLabel('링크 오류')).toBeChecked();
  await expect(dialog.getByLabel('내용 오류')).not.toBeChecked();
  await expect(dialog.getByText('문제 유형을 하나 이상 선택해 주세요')).toHaveCount(0);
  expect((await dialog.boundingBox())?.y).toBe(box?.y);
  await dialog.getByLabel('제안 사항').fill(suggestion);
  await dialog.getByRole('button', { name: '제출' }).click();
  await expect(page.getByRole('status').filter({ hasText: /제출/ })).toBeVisible();
  const stored = await (await request.get(`${API}/submissions?kind=document-feedback&limit=200`, { headers: STAFF })).json();
  const row = stored.data.find((r: { payload: { feedbackContent: string } }) => r.payload.feedbackContent === suggestion);
  expect(row.payload).toMatchObject({ pageCode: 'doc-1112', docUrl: '/ko/docs/cdn/1112/', feedbackType: ['link-error'] });
  expect(row.lang).toBe('KO_KR');
});

test('search with a Chinese keyword from the top search words, with pagination labels', async ({ page }) => {
  await page.goto('/cn/docs/');
  await page.getByRole('link', { name: '缓存', exact: true }).click();
  await expect(page).toHaveURL(/\/cn\/docs\/search\/\?keyword=/);
  await expect(page.getByRole('heading', { name: '“缓存”的搜索结果' })).toBeVisible();
  const first = page.locator('section ol li').first();
  await expect(first.getByRole('link')).toContainText('缓存');
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager).toContainText('共');
  await expect(pager).toContainText('上一页');
  await expect(pager).toContainText('下一页');
  await expect(pager.getByLabel('前往页')).toHaveValue('1');
  await first.getByRole('link').click();
  await expect(page.locator('h1')).toContainText('缓存');

  await page.goto('/cn/docs/search/');
  await page.getByLabel('关键词').fill('不存在的内容');
  await page.getByRole('main').getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('抱歉，没有找到您要搜索的信息。')).toBeVisible();
});

test('API explorer: parameter values are gated until the customer logs in, then a debug request is echoed', async ({ page }) => {
  await page.goto('/docs/api/');
  await page.getByRole('link', { name: 'CDN API' }).click();
  const table = page.getByRole('table').first();
  for (const column of ['Title', 'Release time', 'Action', 'Version']) await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  await table.getByRole('link', { name: 'Create a domain' }).click();

  const explorer = page.locator('#api-explorer');
  await expect(explorer.getByText('Please log in to view parameter values').first()).toBeVisible();
  await expect(explorer.getByRole('button', { name: 'Send debug request' })).toBeDisabled();
  await expect(explorer.locator('select#api-param-serviceRegion')).toHaveCount(0);

  await explorer.getByLabel('Display name').fill('Ada Customer');
  await explorer.getByRole('button', { name: 'Developer login' }).click();
  await expect(explorer.getByText('Logged in as Ada Customer')).toBeVisible();
  await expect(page.locator('h1')).toContainText('Has authority');
  const region = explorer.getByLabel(/^serviceRegion/);
  await expect(region.locator('option[value="mainland-china"]')).toHaveText('Chinese mainland (mainland-china)');

  await explorer.getByRole('button', { name: 'Send debug request' }).click();
  await expect(explorer.getByRole('alert').first()).toHaveText('Please input');
  await explorer.getByLabel(/^domainName/).fill('www.example.com');
  await explorer.getByLabel(/^origin/).fill('203.0.113.10');
  await region.selectOption('mainland-china');
  await explorer.getByLabel('Version').selectOption('2023-01-01');
  await explorer.getByRole('button', { name: 'Send debug request' }).click();
  await expect(page.getByTestId('debug-request')).toContainText('POST /api/v1/domains');
  await expect(page.getByTestId('debug-request')).toContainText('x-api-version: 2023-01-01');
  await expect(page.getByTestId('debug-response')).toContainText('"serviceRegion": "mainland-china"');

  // A product whose APIs are closed to this customer says so.
  await page.goto('/docs/api/waf/');
  await expect(page.getByText('You do not have API permission under this product service')).toBeVisible();
  await expect(page.getByText('No authority')).toBeVisible();
});

test('a customers-only article shows its content after login', async ({ page }) => {
  await page.goto('/docs/waf/2113/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tune WAF rules for your traffic' })).toBeVisible();
  await expect(page.getByText('To get more info, use your customer account')).toBeVisible();
  await expect(page.getByText('tuning playbook')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await page.getByLabel('Display name').fill('Bo Customer');
  await page.getByRole('button', { name: 'Developer login' }).click();
  await expect(page.locator('#doc-content')).toContainText('tuning playbook');
});

test('the article downloads as a PDF that pdftotext reads, with its title', async ({ page }, testInfo) => {
  await page.goto('/docs/cdn/1112/');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('Quick start accelerate your website.pdf');
  const file = testInfo.outputPath('article.pdf');
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', [file, '-']).toString();
  expect(text).toContain('Quick start: accelerate your website');
  expect(text).toContain('CNAME');
});

test('axe finds no WCAG A/AA violations on the documentation pages', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await consentGiven(page.context(), baseURL);
  const found: string[] = [];
  for (const url of ['/docs/', '/docs/search/?keyword=the', '/docs/cdn/', '/docs/cdn/1131/', '/ko/docs/ddos/', '/cn/docs/search/?keyword=%E7%BC%93%E5%AD%98', '/docs/api/', '/ja/docs/api/cdn/', '/docs/api/cdn/5101/']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    found.push(...(await axeViolations(page)).map((v) => `${url} ${v}`));
  }
  expect(found).toEqual([]);
});
