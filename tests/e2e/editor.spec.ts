import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { addModule, ADMIN, createPage, openPreviewTab, openSiteDocument, publicText, signIn } from './support/editor';

// Both tests edit content of the one e2e store; run them one after the other.
test.describe.configure({ mode: 'serial' });

async function openEnglishHome(page: Page) {
  const filters = page.getByRole('search');
  await filters.getByLabel('Language').selectOption('EN_US');
  await filters.getByLabel('Search pages').fill('home');
  await page.getByRole('link', { name: 'Edit / (EN_US)' }).click();
  await expect(page.getByRole('heading', { name: 'Editing / (EN_US)' })).toBeVisible();
}

test('an editor changes a module on the English home page, previews the draft, then publishes it', async ({ page, browser }) => {
  const before = await publicText(browser, '/');
  await signIn(page, { email: ADMIN.email, password: 'not the password' }, false);
  await expect(page.getByRole('alert').filter({ hasText: 'Email or password is wrong.' })).toBeVisible();
  await signIn(page);
  await openEnglishHome(page);

  // The first generated text field of a module whose text the public page shows: a field from the module's schema.
  const modules = page.getByRole('region', { name: 'Modules' });
  const fields = modules.locator('fieldset[data-module-id] textarea, fieldset[data-module-id] input[type=text]:not([id^=module-name])');
  let target = null;
  for (let i = 0; i < (await fields.count()); i++) {
    const value = (await fields.nth(i).inputValue()).replace(/<[^>]+>/g, '').trim();
    if (value.length > 3 && before.includes(value)) {
      target = fields.nth(i);
      break;
    }
  }
  expect(target, 'a module field whose text is on the public home page').not.toBeNull();
  const marker = `Edited in the editor ${Date.now()}`;
  const original = await target!.inputValue();
  await target!.fill(`${original} ${marker}`);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText(`Draft saved by ${ADMIN.email}`);

  const preview = await openPreviewTab(page, /\/\?ispreview=true&pretoken=/);
  await expect(preview.getByText('This is preview mode')).toBeVisible();
  await expect(preview.locator('main')).toContainText(marker);
  // The same draft by entry id, with the token the editor issued.
  const token = new URL(preview.url()).searchParams.get('pretoken');
  const id = /\/editor\/page\/(\d+)\//.exec(page.url())?.[1];
  await preview.goto(`/preview/page/content/${id}/?ispreview=true&pretoken=${encodeURIComponent(token ?? '')}`);
  await expect(preview.getByText('This is preview mode')).toBeVisible();
  await expect(preview.locator('main')).toContainText(marker);
  await preview.close();

  expect(await publicText(browser, '/')).not.toContain(marker);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  expect(await publicText(browser, '/')).toContain(marker);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect((await page.request.get('/api/portal/v1/editor/me')).status()).toBe(401);
});

test('a second editor saving over a newer version sees who changed the page, and nothing is overwritten', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const [a, b] = [await first.newPage(), await second.newPage()];
  await signIn(a);
  // A second staff account, created by the admin through the editor API with the admin's session.
  const created = await a.request.post('/api/portal/v1/editor/staff', { data: { email: 'second-editor@example.com', password: 'second-editor-pass', role: 'editor' } });
  expect(created.status()).toBe(200);
  await signIn(b, { email: 'second-editor@example.com', password: 'second-editor-pass' });

  for (const page of [a, b]) await openEnglishHome(page);
  await a.getByLabel('SEO keywords').fill('first editor keywords');
  await a.getByRole('button', { name: 'Save draft' }).click();
  await expect(a.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  // The second editor works from the keyboard alone.
  await b.getByLabel('SEO keywords').focus();
  await b.keyboard.type('second editor keywords');
  await b.getByRole('button', { name: 'Save draft' }).focus();
  await b.keyboard.press('Enter');
  // The conflict dialog (editor-no-lost-work.spec.ts covers its choices) closes with Escape, leaving the reason and a reload.
  const dialog = b.getByRole('dialog', { name: 'Someone else saved this while you were editing' });
  await expect(dialog).toContainText(ADMIN.email);
  await b.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const alert = b.getByRole('alert').filter({ hasText: 'Not saved' });
  await expect(alert).toContainText('someone else changed this page');
  await expect(alert).toContainText(`changed by ${ADMIN.email}`);

  // Reloading shows the first editor's saved work, not the second one's.
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(b.getByLabel('SEO keywords')).toHaveValue('first editor keywords');
  await first.close();
  await second.close();
});

// Previewed, not published: a published page would join the sitemap that crawl.spec.ts compares with the seed.
test('an editor creates a page at a new path, adds a module from the picker and previews it; visitors get 404 until it is published', async ({ page, browser }) => {
  await signIn(page);
  const path = `/e2e-launch-${Date.now()}/`;
  await createPage(page, path, 'Launch notes');

  await addModule(page, 'Rich text');
  const module = page.getByRole('group', { name: /Rich text · Rich text/ });
  await module.getByLabel('Title').fill('What is new');
  await module.getByRole('textbox', { name: 'Html *' }).fill('Launch day text');

  const preview = await openPreviewTab(page);
  await expect(preview.getByText('This is preview mode')).toBeVisible();
  await expect(preview.locator('main')).toContainText('What is new');
  await expect(preview.locator('main')).toContainText('Launch day text');
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  const visitor = await browser.newContext();
  expect((await (await visitor.newPage()).goto(path))?.status()).toBe(404);
  await visitor.close();
});

// A draft only: a published footer would change what the other browser tests see.
test('an editor edits a site document in fields generated from its schema; invalid input is refused at its field', async ({ page, browser }) => {
  await signIn(page);
  await openSiteDocument(page, 'JA_JP', 'footer');
  // The footer is a tree of its links, labelled by their titles: choose one to edit its fields.
  await page.getByRole('list', { name: 'Items of footer' }).getByRole('button', { name: 'プライバシーポリシー', exact: true }).click();
  const privacy = page.getByRole('group', { name: 'footer' }).getByRole('group', { name: 'Fields of プライバシーポリシー' });
  await expect(privacy.getByLabel('Url *')).toHaveValue('/privacy-policy/');

  await privacy.getByLabel('Url *').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(privacy.getByText('Not in the expected format')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Some fields need attention before saving.' })).toBeVisible();
  await expect(privacy.getByLabel('Url *')).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);

  const title = `プライバシー ${Date.now()}`;
  await privacy.getByLabel('Url *').fill('/privacy-policy/');
  await privacy.getByLabel('Title *').fill(title);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'footer' }).getByRole('group', { name: `Fields of ${title}` }).getByLabel('Title *')).toHaveValue(title);

  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await home.goto('/ja/');
  await expect(home.locator('footer')).toContainText('プライバシーポリシー');
  await expect(home.locator('footer')).not.toContainText(title);
  await visitor.close();
});
