import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { axeViolations } from './axe';

/**
 * The documentation centre in the editor: an article added under a product, moved into a directory and published;
 * the doc tree, previous/next, doc search and sitemap follow, and a visitor sees none of it before the publish.
 */

const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' }; // playwright.config.ts
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

test('an editor adds an article under a product, moves it into a directory and publishes it; the docs follow', async ({ page, browser, request }) => {
  const word = `quokkaroute${Date.now()}`;
  const title = `Route with ${word}`;

  await page.goto('/editor/docs/');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Documentation centre', level: 1 })).toBeVisible();
  const tree = page.getByRole('navigation', { name: 'Documentation tree' });
  // The screen's own live region (the shell's toast region is the other status on the page).
  const status = page.getByRole('main').getByRole('status');

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

  // Into User Guide with "Move to", then one step up by keyboard: between Purge and the HTTPS directory.
  await page.getByLabel('Move to').selectOption('112'); // User Guide
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(status).toContainText(`Moved “${title}” to position 4 in “User Guide”`);
  await page.getByRole('button', { name: 'Move up' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toContainText(`Moved “${title}” to position 3 in “User Guide”`);
  const guide = tree.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Directory User Guide', exact: true }) }).last();
  await expect(guide.getByRole('button')).toHaveText([/User Guide/, /Configure caching rules/, /Purge and prefetch content/, new RegExp(title), /HTTPS/, /Upload an HTTPS certificate/]);
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
