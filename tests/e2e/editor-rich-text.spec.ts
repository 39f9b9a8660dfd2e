import { expect, test } from './support/test';
import { axeViolations } from './axe';
import { richTextField, typeHeading, typeLink, typeList } from './support/rich-text';
import { addModule, createPage, openPreviewTab, signIn } from './support/editor';

const WRITTEN = '<h2>Launch plan</h2><p>Read the <a href="https://example.com/guide/">guide</a></p><ul><li>First step</li><li>Second step</li></ul>';

// Previewed, not published: a published page would join the sitemap that crawl.spec.ts compares with the seed.
test('an editor writes a heading, a link and a list in the rich-text editor, saves, and the preview shows them', async ({ page }) => {
  await signIn(page);

  const path = `/e2e-rich-text-${Date.now()}/`;
  await createPage(page, path, 'Rich text');
  await addModule(page, 'Rich text');

  const module = page.getByRole('group', { name: /Rich text · Rich text/ });
  const field = richTextField(page, module);
  const { text } = field;
  await typeHeading(field, 'Launch plan');
  await typeLink(field, { before: 'Read the ', linked: 'guide', href: 'https://example.com/guide/', refused: 'javascript:alert(1)' });
  await typeList(field, ['First step', 'Second step']);
  expect(await axeViolations(page)).toEqual([]);

  // What the editor wrote, seen through "Edit HTML".
  await module.getByRole('button', { name: 'Edit HTML' }).click();
  await expect(module.getByLabel('Html *')).toHaveValue(WRITTEN);
  await module.getByRole('button', { name: 'Edit HTML' }).click();
  await expect(text.locator('h2')).toHaveText('Launch plan');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  const preview = await openPreviewTab(page);
  const main = preview.locator('main');
  await expect(main.getByRole('heading', { name: 'Launch plan', level: 2 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'guide' })).toHaveAttribute('href', 'https://example.com/guide/');
  await expect(main.getByRole('listitem').filter({ hasText: /^(First|Second) step$/ })).toHaveText(['First step', 'Second step']);
});
