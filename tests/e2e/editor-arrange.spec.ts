import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { createPage, dragRow, openPreviewTab, openSiteDocument, signIn } from './support/editor';

test.describe.configure({ mode: 'serial' });
// Tall enough that every module card is on screen while dragging.
test.use({ viewport: { width: 1280, height: 2400 } });

const live = (page: Page) => page.locator('[id^="DndLiveRegion"]');

async function pickModule(page: Page, label: string) {
  await page.getByRole('button', { name: 'Add a module…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a module' });
  await dialog.getByRole('searchbox', { name: 'Search module types' }).fill(label.slice(0, 5));
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('an editor adds a countdown from the picker, drags it to the top by mouse, moves another module by keyboard, and the preview shows the order', async ({ page }) => {
  await signIn(page);
  const path = `/e2e-arrange-${Date.now()}/`;
  await createPage(page, path, 'Arranged');

  for (const [name, text] of [['Alpha', 'Alpha text'], ['Beta', 'Beta text']]) {
    await pickModule(page, 'Rich text');
    // The newest card (its name, and so its legend, changes below).
    const card = page.locator(`fieldset[data-module-id="${await page.locator('fieldset[data-module-id]').last().getAttribute('data-module-id')}"]`);
    await card.getByLabel('Module name').fill(name);
    await card.getByLabel('Title').fill(`${name} heading`);
    await card.getByRole('textbox', { name: 'Html *' }).fill(text);
  }

  // The picker names and describes each type with a sketch; axe checks it open.
  await page.getByRole('button', { name: 'Add a module…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a module' });
  await expect(dialog.getByRole('button', { name: 'Countdown', exact: true })).toHaveAccessibleDescription('Time left until an event starts.');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Countdown', exact: true }).click();

  const list = page.getByRole('list', { name: 'Modules' });
  const rows = list.locator(':scope > li');
  await expect(rows).toHaveCount(3);
  await dragRow(page, list.getByRole('button', { name: 'Move Countdown · Countdown' }), rows.nth(0), 0, /Countdown · Countdown would go to position 1 of 3/);
  await expect(rows.nth(0)).toContainText('Countdown · Countdown');
  await expect(live(page)).toContainText('Dropped Countdown · Countdown at position 1 of 3');

  // The same move by keyboard for Beta (now third): pick up, up twice, drop, each step announced.
  const beta = list.getByRole('button', { name: 'Move Beta · Rich text' });
  await beta.focus();
  await page.keyboard.press('Space');
  await expect(live(page)).toContainText('Picked up Beta · Rich text, position 3 of 3 at the top level.');
  // Arrow keys count once the list says the picked-up row takes them (dnd-kit listens a moment after the pick-up).
  await expect(list).toHaveAttribute('data-drag', 'ready');
  await page.keyboard.press('ArrowUp');
  await expect(live(page)).toContainText('Beta · Rich text would go to position 2 of 3');
  await page.keyboard.press('ArrowUp');
  await expect(live(page)).toContainText('Beta · Rich text would go to position 1 of 3');
  await page.keyboard.press('Space');
  await expect(live(page)).toContainText('Dropped Beta · Rich text at position 1 of 3 at the top level.');
  await expect(rows.nth(0)).toContainText('Beta · Rich text');
  await expect(rows.nth(1)).toContainText('Countdown · Countdown');

  const countdown = page.getByRole('group', { name: /^Countdown · Countdown/ });
  await countdown.getByLabel('Title').fill('Launch in');
  await countdown.getByLabel('Target *').fill('2031-01-01T00:00:00Z');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  const preview = await openPreviewTab(page);
  await expect(preview.locator('main')).toContainText('Alpha text');
  const text = await preview.locator('main').innerText();
  const at = (s: string) => text.indexOf(s);
  expect(at('Beta text')).toBeGreaterThanOrEqual(0);
  expect([at('Beta text') < at('Launch in'), at('Launch in') < at('Alpha text')]).toEqual([true, true]);
  await preview.close();
});

// Korean menus only (no other browser test reads them), and the links stay the same: the crawl sees the same site.
test('an editor drags a menu item under another group, publishes, and the site header shows it there', async ({ page, browser }) => {
  await signIn(page);
  await openSiteDocument(page, 'KO_KR', 'menus');
  const tree = page.getByRole('list', { name: 'Items of menus' });
  const row = (title: string) => tree.locator(':scope > li').filter({ has: page.getByRole('button', { name: title, exact: true }) });
  await expect(row('인증')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Certifications (About Us) onto the Global Network Map row: it becomes a link of Network & News.
  await dragRow(page, tree.getByRole('button', { name: 'Move 인증' }), row('글로벌 네트워크 맵'), 0, /인증 would go to position 2 of 4 under 네트워크 및 뉴스/);
  await expect(live(page)).toContainText('Dropped 인증 at position 2 of 4 under 네트워크 및 뉴스.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const site = await visitor.newPage();
  await site.goto('/ko/');
  const menu = site.getByRole('navigation', { name: '주 메뉴' }).first();
  await menu.getByRole('button', { name: '회사 소개' }).hover();
  const networkLinks = menu.getByRole('list').filter({ has: site.getByRole('link', { name: '뉴스', exact: true }) });
  await expect(networkLinks.getByRole('link', { name: '인증' })).toBeVisible();
  await visitor.close();
});
