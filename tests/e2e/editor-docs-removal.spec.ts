import { expect, test } from './support/test';
import type { Browser } from '@playwright/test';
import { axeViolations } from './axe';
import { signIn } from './support/editor';

/**
 * The docs editor's live preview shows an article's unsaved text beside the form; the editor takes the article off
 * the site and deletes it: Unpublish gives visitors a 404 and drops it from the
 * product's doc tree; Delete asks first (a keyboard-operable dialog), refuses a product or directory that still holds
 * articles,
 * and removes the emptied article.
 */

const SHOWN = 'iframe[data-live-frame="shown"]';

async function visitorStatus(browser: Browser, path: string): Promise<{ status: number | undefined; text: string; tree?: string }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const status = (await page.goto(path))?.status();
    const text = await page.locator('body').innerText();
    await page.goto('/docs/media-streaming/');
    const tree = await page.getByRole('navigation', { name: 'Documents of Media Streaming' }).innerText();
    return { status, text, tree };
  } finally {
    await context.close();
  }
}

test('an editor sees an unsaved article in the live preview, unpublishes it, then deletes it after confirming; a non-empty directory is refused', async ({ page, browser }) => {
  const title = `Wombat guide ${Date.now()}`;
  await signIn(page);
  await page.goto('/editor/docs/');
  const tree = page.getByRole('navigation', { name: 'Documentation tree' });
  // The screen's status line (the form's kept-work notices and the drag announcements are statuses too).
  const status = page.locator('#docs-editor-status');

  await tree.getByRole('button', { name: 'Product Media Streaming' }).click();
  const add = page.getByRole('form', { name: 'Add under “Media Streaming”' });
  await add.getByLabel('What to add').selectOption('article');
  await add.getByLabel('Name').fill(title);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('heading', { name: `Article: ${title}` })).toBeVisible();
  const id = Number(await tree.getByRole('button', { name: `Article ${title} (not published)` }).getAttribute('data-node-id'));
  await page.getByRole('button', { name: 'Edit HTML' }).click();
  await page.getByLabel(/Content html/).fill('<p>Wombats dig.</p>');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status).toContainText('Published: visitors now see this version.');
  const path = `/docs/media-streaming/${id}/`;
  const before = await visitorStatus(browser, path);
  expect(before.status).toBe(200);
  expect(before.tree).toContain(title);

  // Typed, not saved: the live preview beside the form shows it, in the article's language; a visitor does not.
  const marker = `Typed live ${Date.now()}`;
  const editHtml = page.getByRole('button', { name: 'Edit HTML' });
  await expect(async () => {
    if (await editHtml.isVisible()) await editHtml.click();
    await page.getByLabel(/Content html/).fill(`<p>Wombats dig. ${marker}</p>`, { timeout: 2000 });
  }).toPass();
  const preview = page.frameLocator(SHOWN);
  await expect(preview.locator('#doc-content')).toContainText(marker, { timeout: 20_000 });
  await expect(preview.locator('html')).toHaveAttribute('lang', /^en/);
  await page.getByRole('group', { name: 'Preview width' }).getByRole('button', { name: 'Phone' }).click();
  await expect.poll(() => page.locator(SHOWN).evaluate((f: HTMLIFrameElement) => f.style.width)).toBe('375px');
  expect(await axeViolations(page)).toEqual([]);
  expect((await visitorStatus(browser, path)).text).not.toContain(marker);

  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(status).toContainText(`“${title}” is no longer on the site`);
  await expect(tree.getByRole('button', { name: `Article ${title} (not published)` })).toBeVisible();
  // What was typed and not saved stays in the form of the version the unpublish made (only its state changed).
  await expect(page.getByText('Your unsaved changes are back in the form. Save to keep them.')).toBeVisible();
  await expect(page.getByText(/You have unsaved changes from/)).toHaveCount(0);
  await expect(preview.locator('#doc-content')).toContainText(marker, { timeout: 20_000 });
  const after = await visitorStatus(browser, path);
  expect(after.status).toBe(404);
  expect(after.tree).not.toContain(title);

  // A product with articles in it: the dialog opens and confirms by keyboard, and the refusal says why.
  await tree.getByRole('button', { name: 'Product Media Streaming' }).click();
  await expect(page.getByRole('heading', { name: 'Product: Media Streaming' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete…' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete “Media Streaming”?' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('“Media Streaming” still holds 3 item(s). Move or delete them first.');
  await expect(tree.getByRole('button', { name: 'Product Media Streaming' })).toBeVisible();

  // Escape cancels; then the article goes.
  await tree.getByRole('button', { name: `Article ${title} (not published)` }).click();
  await page.getByRole('button', { name: 'Delete…' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tree.getByRole('button', { name: `Article ${title} (not published)` })).toBeVisible();
  await page.getByRole('button', { name: 'Delete…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(status).toContainText(`“${title}” was deleted.`);
  await expect(tree.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
