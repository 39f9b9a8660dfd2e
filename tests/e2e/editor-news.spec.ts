import { expect, test } from './support/test';
import type { Browser } from '@playwright/test';
import { axeViolations } from './axe';
import { richTextField, typeHeading, typeLink, typeList } from './support/rich-text';
import { listSettled, openPreviewTab } from './support/editor';

// The admin that playwright.config.ts has the server create on first start of its fresh store.
const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' };

/** What an anonymous visitor gets at a path (fresh context: no staff cookie, through the page cache). */
async function visit(browser: Browser, path: string): Promise<{ status: number; text: string }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    // Search results arrive after the page: wait until the search has answered one way or the other.
    if (path.includes('/search/')) await expect(page.getByRole('main').getByRole('status')).not.toBeEmpty();
    return { status: response?.status() ?? 0, text: await page.locator('main').innerText() };
  } finally {
    await context.close();
  }
}

test('an editor writes a Japanese blog post in the rich-text editor, sees it in the live preview before saving, publishes it; visitors see it only then', async ({ page, browser }) => {
  // Ten visitor page loads besides the editing itself: more than the default minute when other specs share the CPU.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const code = `e2e-quantum-delivery-${stamp}`;
  const title = `エッジ量子配信の手引き ${stamp}`;
  const body = `量子配信の本文です ${stamp}`;
  const detail = `/ja/blog/${code}/`;
  const search = `/ja/search/?keyword=${encodeURIComponent('量子配信')}&t=${stamp}`;

  expect((await visit(browser, detail)).status).toBe(404);
  expect((await visit(browser, '/ja/blog/')).text).not.toContain(title);

  await page.goto('/editor/');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'News, blog and resources' }).click();
  await expect(page.getByRole('heading', { name: 'News, blog and resources', level: 1 })).toBeVisible();

  // Filter to the Japanese blog: each type and language is an address of its own.
  const filters = page.getByRole('search');
  await filters.getByLabel('Content type').selectOption({ label: 'Blog' });
  await filters.getByLabel('Language').selectOption('JA_JP');
  await expect(page).toHaveURL(/\/editor\/news\/\?type=BLOG&language=JA_JP$/);
  await expect(page.getByRole('table')).toContainText('HTTP/3 と QUIC');
  expect(await axeViolations(page)).toEqual([]);
  await filters.getByLabel('Search by title or code').fill('no-such-entry-anywhere');
  await expect(page.getByText('No entries match these filters.')).toBeVisible();

  // Create it from the keyboard: the form starts on the list's type and language.
  const form = page.getByRole('form', { name: 'Create an entry' });
  await expect(form.getByLabel('Content type')).toHaveValue('BLOG');
  await expect(form.getByLabel('Language')).toHaveValue('JA_JP');
  await form.getByLabel(/^Code/).focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Tab');
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Editing ${title} (JA_JP)` })).toBeVisible();
  await expect(page.getByText(`Address: /blog/${code}/`)).toBeVisible();

  await page.getByLabel('Summary').fill('エッジでの量子配信を紹介します。');
  await page.getByLabel('Tag *').selectOption('Media Delivery');
  await page.getByLabel('Image').fill('/images/covers/blog.svg');
  await page.getByLabel('Author').fill('山田花子');
  // The body in the rich-text editor: a heading, a paragraph with a link, a list.
  const field = richTextField(page, page.getByRole('group', { name: 'Content' }));
  await typeHeading(field, 'はじめに');
  await typeLink(field, { before: `${body} `, linked: '詳しい手順', href: 'https://example.com/ja/guide/' });
  await typeList(field, ['一つ目', '二つ目']);

  // Before any save: the live preview beside the form shows the detail page, in Japanese, from what was typed.
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'true');
  const shown = page.frameLocator('iframe[data-live-frame="shown"]');
  await expect(shown.locator('html')).toHaveAttribute('lang', 'ja');
  const article = shown.locator('main');
  await expect(article.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(article.getByRole('heading', { name: 'はじめに', level: 2 })).toBeVisible();
  await expect(article.getByRole('link', { name: '詳しい手順' })).toHaveAttribute('href', 'https://example.com/ja/guide/');
  await expect(article.getByRole('listitem').filter({ hasText: /^(一つ目|二つ目)$/ })).toHaveText(['一つ目', '二つ目']);
  await expect(article).toContainText('山田花子');
  // An edit shows without saving; at phone width too.
  await page.getByLabel('Author').fill('山田太郎');
  await expect(article).toContainText('山田太郎');
  await preview.getByRole('button', { name: 'Phone' }).click();
  await expect(page.locator('iframe[data-live-frame="shown"]')).toHaveCSS('width', '375px');
  await expect(article.getByRole('heading', { name: 'はじめに', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(1); // created, nothing saved since
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText(`Draft saved by ${ADMIN.email}`);

  // Saved but unpublished: visitors get nothing anywhere.
  expect((await visit(browser, detail)).status).toBe(404);
  expect((await visit(browser, '/ja/blog/')).text).not.toContain(title);
  expect((await visit(browser, search)).text).not.toContain(title);

  // Staff preview of the detail page, in its language.
  const tab = await openPreviewTab(page, new RegExp(`/ja/blog/${code}/\\?ispreview=true&pretoken=`));
  await expect(tab.locator('main')).toContainText(body);
  await tab.close();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

  const id = /\/editor\/news\/(\d+)\//.exec(page.url())?.[1];
  try {
    expect((await visit(browser, '/ja/blog/')).text).toContain(title);
    const detailPage = await visit(browser, detail);
    expect(detailPage.status).toBe(200);
    expect(detailPage.text).toContain(title);
    expect(detailPage.text).toContain(body);
    expect(detailPage.text).toContain('詳しい手順');
    expect(detailPage.text).toContain('二つ目');
    expect((await visit(browser, search)).text).toContain(title);
    // Japanese only: the English blog does not list it.
    expect((await visit(browser, '/blog/')).text).not.toContain(title);

    // Taken down again (published rows join the sitemap that crawl.spec.ts compares with the seed).
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete entry' }).click();
    await expect(page).toHaveURL(/\/editor\/news\/\?type=BLOG&language=JA_JP$/);
    // The list shown from before the entry was made lacks it as well: the list fetched now must.
    await listSettled(page);
    await expect(page.getByRole('table')).toContainText('HTTP/3 と QUIC');
    await expect(page.getByRole('table')).not.toContainText(title);
  } finally {
    const left = await page.request.get(`/api/portal/v1/editor/news/${id}`);
    if (left.status() === 200) await page.request.post(`/api/portal/v1/editor/news/${id}/delete`, { data: { version: (await left.json()).data.version } });
  }
  expect((await visit(browser, detail)).status).toBe(404);
});
