import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { publicText, signIn } from './support/editor';
import { consentGiven } from './support/consent';

const SHOWN = 'iframe[data-live-frame="shown"]';

/** Text of the shown preview frame's main content, read straight from the same-origin frame. */
const previewText = (page: Page) =>
  page.evaluate((sel) => (document.querySelector(sel) as HTMLIFrameElement | null)?.contentDocument?.querySelector('main')?.textContent ?? '', SHOWN);

/** Milliseconds from an edit until the shown preview frame contains `text` (checked every animation frame). */
async function timeUntilPreviewShows(page: Page, edit: () => Promise<void>, text: string): Promise<number> {
  const started = Date.now();
  await edit();
  await page.waitForFunction(
    ({ sel, text }) => Boolean((document.querySelector(sel) as HTMLIFrameElement | null)?.contentDocument?.querySelector('main')?.textContent?.includes(text)),
    { sel: SHOWN, text },
    { polling: 'raf', timeout: 15_000 },
  );
  return Date.now() - started;
}

test('the page editor shows the unsaved draft beside the form, rendered by the site, at three widths', async ({ page, browser, baseURL }) => {
  await consentGiven(page.context(), baseURL);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page);
  const filters = page.getByRole('search');
  await filters.getByLabel('Language').selectOption('JA_JP');
  await filters.getByLabel('Search pages').fill('home');
  await page.getByRole('link', { name: 'Edit / (JA_JP)' }).click();
  await expect(page.getByRole('heading', { name: 'Editing / (JA_JP)' })).toBeVisible();
  const entryId = /\/editor\/page\/(\d+)\//.exec(page.url())?.[1];

  // The preview is the Japanese home page itself, in preview mode, in the entry's language.
  const preview = page.frameLocator(SHOWN);
  await expect(preview.locator('main section[data-module]').first()).toBeVisible({ timeout: 20_000 });
  const frameUrl = await page.locator(SHOWN).evaluate((f: HTMLIFrameElement) => f.contentWindow!.location.href);
  expect(new URL(frameUrl).pathname).toMatch(/^\/ja\/?$/);
  expect(new URL(frameUrl).searchParams.get('ispreview')).toBe('true');
  await expect(preview.locator('html')).toHaveAttribute('lang', /^ja/);

  // A module's text field whose value the preview shows.
  const before = await previewText(page);
  const fields = page.getByRole('region', { name: 'Modules' }).locator('fieldset[data-module-id] input[type=text]:not([id^=module-name])');
  let target = null;
  for (let i = 0; i < (await fields.count()); i++) {
    const value = (await fields.nth(i).inputValue()).trim();
    if (value.length > 2 && before.includes(value)) {
      target = fields.nth(i);
      break;
    }
  }
  expect(target, 'a module text field whose value the preview shows').not.toBeNull();
  const original = await target!.inputValue();

  // Scrolled down, the preview keeps its place across updates.
  await page.locator(SHOWN).evaluate((f: HTMLIFrameElement) => f.contentWindow!.scrollTo(0, 400));
  const scrolled = await page.locator(SHOWN).evaluate((f: HTMLIFrameElement) => f.contentWindow!.scrollY);

  const latencies: number[] = [];
  const renders: string[] = [];
  for (let i = 1; i <= 3; i++) {
    const marker = `ライブ ${i} ${Date.now()}`;
    latencies.push(await timeUntilPreviewShows(page, () => target!.fill(`${original} ${marker}`), marker));
    // Where the time went in the frame's page load: the server's answer (render included), then parsing to interactive.
    renders.push(await page.locator(SHOWN).evaluate((f: HTMLIFrameElement) => {
      const n = f.contentWindow!.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return `response ${Math.round(n.responseEnd - n.requestStart)} ms, interactive ${Math.round(n.domInteractive - n.startTime)} ms`;
    }));
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`edit-to-preview latency (ms): ${latencies.join(', ')}; median ${sorted[1]} (debounce 150 ms included); frame loads: ${renders.join('; ')}`);
  expect(await page.locator(SHOWN).evaluate((f: HTMLIFrameElement) => f.contentWindow!.scrollY)).toBe(scrolled);
  const marker = (await target!.inputValue()).slice(original.length + 1);

  // Nothing was saved: the version is unchanged and a visitor sees the published page.
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toHaveCount(0);
  const stored = await page.request.get(`/api/portal/v1/editor/entries/${entryId}`);
  expect(JSON.stringify(await stored.json())).not.toContain(marker);
  expect(await publicText(browser, '/ja/')).not.toContain(marker);

  // Phone width: the site page lays out for a 375 px viewport.
  await page.getByRole('group', { name: 'Preview width' }).getByRole('button', { name: 'Phone' }).click();
  await expect(page.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.locator(SHOWN).evaluate((f: HTMLIFrameElement) => f.contentWindow!.innerWidth)).toBe(375);

  // Hovering a module outlines it; clicking it opens its fields in the form.
  const section = preview.locator('main section[data-module]').nth(1);
  const moduleId = (await section.getAttribute('id'))!.slice('module-'.length);
  await section.hover();
  await expect.poll(() => section.evaluate((el: HTMLElement) => el.style.outline)).toContain('solid');
  await section.click();
  const card = page.locator(`fieldset[data-module-id="${moduleId}"]`);
  await expect(card.locator('input, textarea, select').first()).toBeFocused();
  await expect(card).toBeInViewport();
  // The click did not navigate the preview away.
  expect(new URL(await page.locator(SHOWN).evaluate((f: HTMLIFrameElement) => f.contentWindow!.location.href)).pathname).toMatch(/^\/ja\/?$/);

  expect(await axeViolations(page)).toEqual([]);
});
