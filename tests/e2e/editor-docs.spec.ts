import { expect, test } from './support/test';
import type { APIRequestContext, Browser } from '@playwright/test';
import { axeViolations } from './axe';
import { ADMIN, dragRow, signIn } from './support/editor';

/**
 * The documentation centre in the editor: an article added under a product, dragged into a directory, moved one up by
 * keyboard and published;
 * the doc tree, previous/next, doc search and sitemap follow, and a visitor sees none of it before the publish.
 */

const API = '/api/portal/v1';

/** What an anonymous visitor gets: a fresh context, no staff cookie. */
async function asVisitor<T>(browser: Browser, run: (page: import('@playwright/test').Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Every address of the served sitemap files (/sitemap.xml is an index of files). */
async function sitemapLocs(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const files = locs(await (await request.get('/sitemap.xml')).text());
  return (await Promise.all(files.map(async (file) => locs(await (await request.get(file)).text())))).flat();
}

test('an editor adds an article under a product, drags it into a directory and publishes it; the docs follow', async ({ page, browser, request }) => {
  const word = `quokkaroute${Date.now()}`;
  const title = `Route with ${word}`;

  await signIn(page);
  await page.goto('/editor/docs/');
  await expect(page.getByRole('heading', { name: 'Documentation centre', level: 1 })).toBeVisible();
  const tree = page.getByRole('navigation', { name: 'Documentation tree' });
  // The screen's own live region (the shell's toast region and dnd-kit's announcer are the other statuses on the page).
  // The screen's status line (the form's kept-work notices and the drag announcements are statuses too).
  const status = page.locator('#docs-editor-status');
  // dnd-kit's announcer: what a screen reader hears while a tree row is dragged.
  const live = page.locator('[id^="DndLiveRegion"]');

  // Add an article under the CDN product.
  await tree.getByRole('button', { name: 'Product Content Delivery Network' }).click();
  const add = page.getByRole('form', { name: 'Add under “Content Delivery Network”' });
  await add.getByLabel('What to add').selectOption('article');
  await add.getByLabel('Name').fill(title);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(status).toContainText(`Added “${title}”`);
  await expect(page.getByRole('heading', { name: `Article: ${title}` })).toBeVisible();
  const created = tree.getByRole('button', { name: `Article ${title} (not published)` });
  await expect(created).toBeVisible();
  const id = Number(await created.getAttribute('data-node-id'));

  // The article's HTML field is a rich-text editor; its "Edit HTML" switch shows the HTML as text.
  await page.getByRole('button', { name: 'Edit HTML' }).click();
  await page.getByLabel(/Content html/).fill(`<p>Send the ${word} traffic through the edge.</p>`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(status).toContainText('Draft saved');

  // Dragged with the mouse out of the product's end (after Release Notes) to the end of User Guide: over Release
  // Notes' row and one level right, so below the HTTPS directory's last article but inside User Guide.
  const row = (nodeId: number) => tree.locator(`li[data-tree-id="${nodeId}"]`);
  await dragRow(page, tree.getByRole('button', { name: `Move ${title}` }), row(114), 1, /would go to position 4 of \d+ under User Guide/);
  await expect(status).toContainText(`Moved “${title}” to position 4 in “User Guide”`);
  await expect(row(id)).toContainText('level 4');
  // A place the tree rules forbid (under the row after CDN's last node, FAQ: the next product) is refused:
  // announced, nothing moves, nothing is sent.
  const sent: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/move')) sent.push(r.url()); });
  // Released only once the pointer is over the refused place (as the first drag waits for its place). Meanwhile the
  // row says so, readable and on top, without growing: a taller row moved the rows below it, and the place with them.
  const height = (await row(id).boundingBox())!.height;
  await dragRow(page, tree.getByRole('button', { name: `Move ${title}` }), row(115).locator('xpath=following-sibling::li[1]'), 0, /cannot go to position 1/, async () => {
    const refusal = row(id).getByText('cannot go here');
    await expect(refusal).toBeVisible();
    expect(await refusal.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    })).toBe(true);
    expect((await row(id).boundingBox())!.height).toBe(height);
  });
  await expect(live).toContainText(`${title} cannot go to position 1`);
  await expect(live).toContainText('Nothing moved');
  await expect(row(id)).toContainText('level 4');
  expect(sent).toEqual([]);
  // Then one step up by keyboard: between Purge and the HTTPS directory.
  // The status shows once the tree is stored and reloaded, and the controls are enabled again.
  const moveUp = page.getByRole('button', { name: 'Move up', exact: true });
  await expect(moveUp).toBeEnabled();
  await moveUp.press('Enter');
  await expect(status).toContainText(`Moved “${title}” to position 3 in “User Guide”`);
  // The status comes before the tree's refresh: poll the tree's names from User Guide on.
  const guideNames = async () => {
    const names = (await tree.locator('[data-node-id]').allInnerTexts()).map((n) => n.replace(/\s+/g, ' ').trim());
    const guide = names.findIndex((n) => /^Directory User Guide/.test(n));
    return names.slice(guide, guide + 6);
  };
  await expect.poll(guideNames).toEqual(
    [/^Directory User Guide/, /^Article Configure caching rules/, /^Article Purge and prefetch content/, new RegExp(`^Article ${title} \\(not published\\)`), /^Directory HTTPS/, /^Article Upload an HTTPS certificate/]
      .map((name) => expect.stringMatching(name)),
  );
  expect(await axeViolations(page)).toEqual([]);

  // Before the publish a visitor sees none of it.
  const path = `/docs/cdn/${id}/`;
  await asVisitor(browser, async (visitor) => {
    expect((await visitor.goto(path))?.status()).toBe(404);
    await visitor.goto('/docs/cdn/');
    await expect(visitor.getByRole('navigation', { name: 'Documents of Content Delivery Network' })).not.toContainText(title);
    await visitor.goto(`/docs/search/?keyword=${word}`);
    await expect(visitor.locator('main')).not.toContainText(title);
  });
  expect(await sitemapLocs(request)).not.toContain(path);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status).toContainText('Published: visitors now see this version.');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText(`Published by ${ADMIN.email}`);

  await asVisitor(browser, async (visitor) => {
    expect((await visitor.goto(path))?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator('#doc-content')).toContainText(`Send the ${word} traffic`);
    await expect(visitor.getByRole('link', { name: 'Purge and prefetch content' }).first()).toBeVisible();
    await expect(visitor.getByRole('link', { name: /Previous article: Purge and prefetch content/ })).toBeVisible();
    await expect(visitor.getByRole('link', { name: /Next article: Upload an HTTPS certificate/ })).toBeVisible();
    await visitor.goto('/docs/cdn/1122/');
    await expect(visitor.getByRole('link', { name: new RegExp(`Next article: ${title}`) })).toBeVisible();
    await visitor.goto(`/docs/search/?keyword=${word}`);
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  });
  expect(await sitemapLocs(request)).toContain(path);
});
