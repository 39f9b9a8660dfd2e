import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

// The admin that playwright.config.ts has the server create on first start of its fresh store.
export const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' };

/** Signs in at /editor/; with expectSuccess, waits for the page list. */
export async function signIn(page: Page, who = ADMIN, expectSuccess = true) {
  await page.goto('/editor/');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (expectSuccess) await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
}

/** Creates an English page at `path` with the page list's create form, and waits for its editor to open. */
export async function createPage(page: Page, path: string, name: string) {
  const form = page.getByRole('form', { name: 'Create a page' });
  await form.getByLabel('Path, for example /product/new-cdn/').fill(path);
  await form.getByLabel('Page name').fill(name);
  await form.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('heading', { name: `Editing ${path} (EN_US)` })).toBeVisible();
}

/** Adds a module of the type named `type` ('Rich text', 'Banner'…) to the open page from the module picker. */
export async function addModule(page: Page, type: string) {
  await page.getByRole('button', { name: 'Add a module…' }).click();
  await page.getByRole('dialog', { name: 'Add a module' }).getByRole('button', { name: type, exact: true }).click();
}

/** Goes to the site documents (menus, footer…) from the editor's navigation. */
export async function openSiteDocuments(page: Page) {
  await page.getByRole('link', { name: 'Menus, banners and redirects' }).click();
  await expect(page.getByRole('heading', { name: 'Site documents' })).toBeVisible();
}

/** Opens one site document ('menus', 'footer'…) in one language. */
export async function openSiteDocument(page: Page, lang: string, document: string) {
  await openSiteDocuments(page);
  await page.getByLabel('Language', { exact: true }).selectOption(lang);
  await page.getByLabel('Document', { exact: true }).selectOption({ label: document });
}

/** The public page as an anonymous visitor sees it: a fresh context, no staff cookie, through the page cache. */
export async function publicText(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    return await page.locator('main').innerText();
  } finally {
    await context.close();
  }
}

/**
 * Drags a SortableTree row by its handle with the mouse until the pointer is over `target`'s centre (the tree takes
 * the row nearest the pointer: SortableTree's nearestRow), `levels` levels to the right (negative: left; 24px a level,
 * SortableTree's indent).
 * With `announced`, it holds the row there until the drag's live announcement names that place, as a sighted user
 * waits for the row to show where it goes: on a busy machine the last pointer moves can reach the tree after a quick
 * release, which then drops at the place before. `whileHeld` runs then, before the release.
 */
export async function dragRow(page: Page, handle: Locator, target: Locator, levels = 0, announced?: RegExp, whileHeld?: () => Promise<void>) {
  // The way from the handle to the place centred in the tree's scroll container and in the window first: dnd-kit
  // scrolls either while the pointer is within a fifth of its height of an edge, and the rows then move under a
  // pointer held still.
  const clear = await handle.evaluate((el, other) => {
    const place = other as Element;
    const centre = (node: Element) => {
      const r = node.getBoundingClientRect();
      return r.top + r.height / 2;
    };
    const middle = () => (centre(el) + centre(place)) / 2;
    let scroller = el.parentElement;
    while (scroller && !(/auto|scroll/.test(getComputedStyle(scroller).overflowY) && scroller.scrollHeight > scroller.clientHeight)) scroller = scroller.parentElement;
    if (scroller) {
      const box = scroller.getBoundingClientRect();
      scroller.scrollTop += middle() - (box.top + box.height / 2);
    }
    window.scrollBy(0, middle() - innerHeight / 2);
    const boxes = scroller ? [scroller.getBoundingClientRect()] : [];
    if (document.scrollingElement!.scrollHeight > innerHeight) boxes.push(new DOMRect(0, 0, innerWidth, innerHeight));
    return boxes.every((box) => [el, place].every((node) => centre(node) > box.top + box.height / 5 && centre(node) < box.bottom - box.height / 5));
  }, await target.elementHandle());
  expect(clear, 'the row and its place fit between the auto-scroll bands (else a taller window is needed)').toBe(true);
  // The pointer to the place's centre, not the dragged row's centre: from a row taller than the place's, centre on
  // centre left the pointer nearer the row before the place.
  const [h, to] = [await handle.boundingBox(), await target.boundingBox()];
  const x = h!.x + h!.width / 2;
  const y = h!.y + h!.height / 2;
  const dy = to!.y + to!.height / 2 - y;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + (Math.sign(dy) || 1) * 8, { steps: 4 }); // past the pointer sensor's 4px activation distance
  await page.mouse.move(x + levels * 24 + Math.sign(levels) * 4, y + dy, { steps: 25 });
  if (announced) await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(announced);
  await whileHeld?.();
  await page.mouse.up();
  // dnd-kit swallows every click for 50 ms after a drop (its own timer): a page timer set now for longer fires after
  // it, so the next press is not lost.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 60)));
}

/** Waits until a list screen's rows are the answer to its filters as they stand (the rows are busy while fetched). */
export async function listSettled(page: Page) {
  await expect(page.locator('[data-list-results]')).toHaveCount(1);
  await expect(page.locator('[data-list-results][aria-busy="true"]')).toHaveCount(0);
}

/** Presses the editor's Preview and returns the preview tab once it shows the staff preview at `url`. */
export async function openPreviewTab(page: Page, url: RegExp = /pretoken=/): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Preview' }).click();
  const tab = await popup;
  await tab.waitForURL(url);
  return tab;
}

/** A rich-text module as the API takes it. */
export const mod = (id: string, name: string, html: string) => ({ id, name, type: 'richText', details: { visible: true, html } });

/** An English page made through the API with the signed-in browser's session: one saved draft, published when asked. */
export async function makePage(request: APIRequestContext, code: string, publish: boolean) {
  const api = '/api/portal/v1';
  const created = (await (await request.post(`${api}/editor/pages`, { data: { path: `/${code}/`, lang: 'EN_US', title: 'First' } })).json()).data;
  const data = { ...created.data, moduleViewList: [mod('intro', 'Intro', `<p>${code} one</p>`)] };
  let entry = (await (await request.post(`${api}/editor/entries/${created.id}/draft`, { data: { version: created.version, title: 'First', data } })).json()).data;
  if (publish) entry = (await (await request.post(`${api}/editor/entries/${created.id}/publish`, { data: { version: entry.version } })).json()).data;
  return entry as { id: number; version: number; data: { path: string } };
}
