import { expect, test } from './support/test';
import type { Browser, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { makePage, mod, signIn } from './support/editor';

// The editor's browser is in Tokyo (UTC+9, no daylight saving): times typed and shown are Tokyo's, stored in UTC.
test.use({ timezoneId: 'Asia/Tokyo' });
test.describe.configure({ timeout: 240_000 });

const API = '/api/portal/v1';

/** What an anonymous visitor gets at a path: status and main text. */
async function visit(browser: Browser, path: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    return { status: response?.status(), text: response?.status() === 200 ? await page.locator('main').innerText() : '' };
  } finally {
    await context.close();
  }
}

const tokyoInput = (ms: number) => new Date(ms + 9 * 3600_000).toISOString().slice(0, 16);

async function openEditor(page: Page, id: number) {
  await page.goto(`/editor/page/${id}/`);
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
}

test('a revision compares with the draft (changed field, added module) and is restored as a draft that publishes', async ({ page, browser }) => {
  await signIn(page);
  const first = await makePage(page.request, 'cal-e2e-restore', true);
  const data = { ...first.data, moduleViewList: [mod('intro', 'Intro', '<p>cal-e2e-restore one</p>'), mod('faq', 'FAQ', '<p>Added later</p>')] };
  const second = (await (await page.request.post(`${API}/editor/entries/${first.id}/draft`, { data: { version: first.version, title: 'Second', data } })).json()).data;
  await page.request.post(`${API}/editor/entries/${first.id}/publish`, { data: { version: second.version } });
  expect((await visit(browser, '/cal-e2e-restore/')).text).toContain('Added later');

  await openEditor(page, first.id);
  const history = page.getByRole('region', { name: 'History' });
  // The oldest save (version 2): title First, no FAQ module.
  await history.getByRole('button', { name: 'Compare version 2 with the current draft' }).click();
  const diff = page.getByRole('region', { name: 'Version 2 compared with the current draft' });
  await expect(diff.getByRole('row', { name: /Title\s*Changed\s*First\s*Second/ })).toBeVisible();
  await expect(diff.getByRole('row', { name: /Module “FAQ” \(richText\) Added/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await history.getByRole('button', { name: 'Restore version 2 as a new draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 2 is now the draft' })).toBeVisible();
  await expect(page.getByLabel('Page name', { exact: true })).toHaveValue('First');
  await expect(history.getByText(/^Revision restored as draft by/)).toBeVisible();
  // Not live until published: the visitor still sees the FAQ.
  expect((await visit(browser, '/cal-e2e-restore/')).text).toContain('Added later');
  await page.getByRole('toolbar').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  await expect.poll(async () => (await visit(browser, '/cal-e2e-restore/')).text).not.toContain('Added later');
});

test('a publish scheduled in the editor\'s time zone goes live on time; the calendar lists and cancels schedules; unpublish', async ({ page, browser }) => {
  await signIn(page);
  const entry = await makePage(page.request, 'cal-e2e-scheduled', false);
  expect((await visit(browser, '/cal-e2e-scheduled/')).status).toBe(404);

  await openEditor(page, entry.id);
  const panel = page.getByRole('region', { name: 'Publishing' });
  await expect(panel.getByText('Times are in your time zone: Asia/Tokyo.')).toBeVisible();
  await expect(panel.getByText('Visitors do not see this on the public site.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The next whole minute, at least 20 s ahead, typed as Tokyo wall-clock time.
  const runAt = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  await panel.getByLabel('Change').selectOption('publish');
  await panel.getByLabel('Date and time').fill(tokyoInput(runAt));
  await panel.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(panel.getByRole('status')).toContainText('Scheduled: Goes live at');
  await expect(panel.getByRole('status')).toContainText('GMT+9');
  const stored = (await (await page.request.get(`${API}/editor/schedules?entryId=${entry.id}`)).json()).data;
  expect(stored).toEqual([expect.objectContaining({ action: 'publish', runAt: new Date(runAt).toISOString(), timeZone: 'Asia/Tokyo', state: 'pending' })]);

  // A far unpublish, to cancel from the calendar.
  await panel.getByLabel('Change').selectOption('unpublish');
  await panel.getByLabel('Date and time').fill(tokyoInput(runAt + 30 * 86_400_000));
  await panel.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(panel.getByRole('status')).toContainText('Scheduled: Comes down at');

  await page.getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Publishing calendar' })).toBeVisible();
  await expect(page.getByText('Times are in your time zone: Asia/Tokyo.')).toBeVisible();
  const goesLive = page.getByRole('row').filter({ hasText: '/cal-e2e-scheduled/' }).filter({ hasText: 'Goes live' });
  await expect(goesLive).toContainText('Scheduled');
  expect(await axeViolations(page)).toEqual([]);
  const comesDown = page.getByRole('row').filter({ hasText: '/cal-e2e-scheduled/' }).filter({ hasText: 'Comes down' });
  await comesDown.getByRole('button', { name: /^Cancel: Comes down/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Schedule cancelled.' })).toBeVisible();
  await expect(comesDown).toContainText('Cancelled');
  await expect(comesDown.getByRole('button')).toHaveCount(0);

  // On time: not before runAt, and live within a few seconds after it (the server polls every 500 ms).
  while (Date.now() < runAt - 1_500) {
    expect((await visit(browser, '/cal-e2e-scheduled/')).status).toBe(404);
    await page.waitForTimeout(2_000);
  }
  await expect.poll(async () => (await visit(browser, '/cal-e2e-scheduled/')).status, { timeout: 30_000 }).toBe(200);
  await page.reload();
  await expect(goesLive).toContainText('Done');

  await openEditor(page, entry.id);
  await expect(panel.getByText('Visitors see this on the public site.')).toBeVisible();
  await panel.getByRole('button', { name: 'Unpublish now' }).click();
  await expect(panel.getByRole('status')).toContainText('Unpublished');
  await expect.poll(async () => (await visit(browser, '/cal-e2e-scheduled/')).status).toBe(404);
});

test('a documentation article is scheduled from the docs screen; the calendar lists it and leads back to it', async ({ page }) => {
  await signIn(page);
  const name = `Launch notes ${Date.now()}`;
  const made = (await (await page.request.post(`${API}/editor/docs/nodes`, { data: { lang: 'EN_US', kind: 'article', parentId: 111, name } })).json()).data;

  // The calendar's address for a node: the docs screen opens with it chosen.
  await page.goto(`/editor/docs/?language=EN_US&node=${made.id}`);
  await expect(page.getByRole('heading', { name: `Article: ${name}` })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Publishing calendar' });
  await expect(panel.getByText('Nothing is scheduled here.')).toBeVisible();
  const runAt = Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000;
  await panel.getByLabel('Change').selectOption('publish');
  await panel.getByLabel('Date and time').fill(tokyoInput(runAt));
  await panel.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Scheduled: Goes live at' })).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: 'Goes live' })).toContainText('Scheduled');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Calendar', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Goes live');
  await expect(row).toContainText(`/docs/cdn/${made.id}/`);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Article: ${name}` })).toBeVisible();
  await panel.getByRole('button', { name: /^Cancel: Goes live/ }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Schedule cancelled.' })).toBeVisible();
  await expect(panel.getByText('Nothing is scheduled here.')).toBeVisible();
});

test('a documentation article\'s revision compares with its draft and is restored from the docs screen', async ({ page }) => {
  await signIn(page);
  const name = `Origin shield ${Date.now()}`;
  const made = (await (await page.request.post(`${API}/editor/docs/nodes`, { data: { lang: 'EN_US', kind: 'article', parentId: 111, name } })).json()).data;
  const save = async (version: number, title: string, html: string) =>
    (await (await page.request.post(`${API}/editor/docs/nodes/${made.id}/draft`, { data: { lang: 'EN_US', version, fields: { name: title, contentHtml: html, loginRequired: false } } })).json()).data;
  const first = await save(made.version, name, '<p>First wording.</p>');
  await save(first.version, `${name} v2`, '<p>Second wording.</p>');

  await page.goto(`/editor/docs/?language=EN_US&node=${made.id}`);
  await expect(page.getByRole('heading', { name: `Article: ${name} v2` })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: `Compare version ${first.version} with the current draft` }).click();
  const diff = page.getByRole('region', { name: `Version ${first.version} compared with the current draft` });
  await expect(diff.getByRole('row', { name: new RegExp(`Title\\s*Changed\\s*${name}\\s*${name} v2`) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await history.getByRole('button', { name: `Restore version ${first.version} as a new draft` }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: `Version ${first.version} is now the draft` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Article: ${name}`, exact: true })).toBeVisible();
  await expect(history.getByText(/^Revision restored as draft by/)).toBeVisible();
});
