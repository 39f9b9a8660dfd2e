import { APP_SCRIPT_URL, expect, test } from './support/test';
import type { Page } from '@playwright/test';
import editor from '../../i18n/strings/editor';
import forms from '../../i18n/strings/forms';
import shell from '../../i18n/strings/shell';
import { PAGE_SCRIPTS_ELEMENT_ID } from '../../contract/page-scripts';
import { consentGiven } from './support/consent';
import { pageHydrated } from './support/hydrated';

/**
 * Issue 9, first-load JS: a page brings only its own language's strings (in its HTML, not in the scripts) and fetches
 * the search dialog and the consent settings when they are needed. What a visitor sees and does stays the same.
 */

/** The bodies of every script the page loads from /_next/static/. */
function collectScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (/\/_next\/static\/.*\.js$/.test(new URL(response.url()).pathname)) bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

test('strings come with the HTML in its language only; the consent notice speaks it', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/ja/');
  await expect(page.getByRole('region', { name: shell.ja.shell.cookies.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const titles = [shell.en, shell.cn, shell.ja, shell.ko].map((strings) => strings.shell.cookies.title);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((body) => titles.some((title) => body.includes(title)))).toEqual([]);
  const block = JSON.parse((await page.locator('#__I18N__').textContent())!);
  expect(block.locale).toBe('ja');
  expect(block.messages.shell.cookies.title).toBe(shell.ja.shell.cookies.title);
  expect(block.messages.editor).toBeUndefined();
  expect(JSON.stringify(block)).not.toContain(editor.ja.editor.title);
});

test("a page's scripts are requested after its first paint, and then hydrate it", async ({ page }) => {
  await page.goto('/');
  await pageHydrated(page);
  const listed = JSON.parse((await page.locator(`#${PAGE_SCRIPTS_ELEMENT_ID}`).textContent())!) as string[];
  // The listed scripts the browser has requested so far, and when.
  const readTiming = () =>
    page.evaluate((listed) => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      requested: performance
        .getEntriesByType('resource')
        .filter((r) => (r as PerformanceResourceTiming).initiatorType === 'script')
        .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime }))
        .filter((s) => listed.includes(s.path)),
    }), listed);
  expect(listed.length).toBeGreaterThan(3);
  // Every listed file was requested once, none before the first paint (the browser may start them in any order; they
  // run in the list's order, or Next would not have hydrated the page). A resource is listed once its answer is in, and
  // the build manifests (_ssgManifest.js, …) need not be in for the page to hydrate: wait for them.
  await expect.poll(async () => (await readTiming()).requested.map((s) => s.path).sort()).toEqual([...listed].sort());
  const { firstPaint, requested } = await readTiming();
  expect(firstPaint).toBeGreaterThan(0);
  expect(requested).toHaveLength(listed.length);
  for (const s of requested) expect(s.start).toBeGreaterThanOrEqual(firstPaint!);
  // The HTML itself has no script tag for the parser to fetch.
  expect(await (await page.request.get('/')).text()).not.toMatch(/<script[^>]*\ssrc=/);
});

test("a page's chunks are marked for eager compilation, its build manifests are not (scripts/compile-hints.mjs)", async ({ page }) => {
  await page.goto('/');
  const listed = JSON.parse((await page.locator(`#${PAGE_SCRIPTS_ELEMENT_ID}`).textContent())!) as string[];
  const chunks = listed.filter((src) => src.startsWith('/_next/static/chunks/'));
  expect(chunks.length).toBeGreaterThan(3);
  for (const src of chunks) expect((await (await page.request.get(src)).text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  // The build manifests are data, not chunks: as built.
  for (const src of listed.filter((s) => !s.startsWith('/_next/static/chunks/'))) expect(await (await page.request.get(src)).text()).not.toContain('allFunctionsCalledOnLoad');
});

test.describe('with consent given', () => {
  test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL));

  test('a client navigation into another language loads that page with its strings', async ({ page }) => {
    await page.goto('/contact/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.evaluate(() => (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push('/ja/contact/'));
    await expect(page).toHaveURL(/\/ja\/contact\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('link', { name: 'お問い合わせ', exact: true }).first()).toBeVisible();
  });

  /** Holds the page's scripts until the returned function is called. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_SCRIPT_URL, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('a button pressed before the scripts ran is pressed once when they have: the mobile menu opens', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await expect(toggle).toHaveAttribute('aria-label', shell.en.shell.openMenu);
    // Twice, as an impatient visitor does: the menu opens, it does not open and close again.
    await toggle.click();
    await toggle.click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    release();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-label', shell.en.shell.closeMenu);
  });

  for (const moment of ['before the scripts ran', 'after Next made its router, before React listens']) {
    test(`the search button pressed ${moment} opens the overlay once the page has hydrated`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const release = await holdScripts(page);
      await page.goto('/ja/', { waitUntil: 'domcontentloaded' });
      // Next creates its router, then awaits before React's hydrateRoot: a press then reaches no React listener.
      if (moment.startsWith('after')) await page.evaluate(() => ((window as unknown as { next: unknown }).next = { router: {} }));
      await page.locator(`button[aria-haspopup="dialog"][aria-label="${shell.ja.shell.search}"]`).first().click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      release();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(shell.ja.shell.searchLabel)).toBeFocused();
    });
  }

  test("a mega menu trigger pressed by keyboard before the scripts ran opens its panel once they have (an island's first use)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const products = page.getByRole('navigation').first().getByRole('button', { name: 'Products' });
    // Not hovered (hover opens the panel by itself): the press alone must open it.
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
  });

  test('a lead form sent before the scripts ran is not sent as plain HTML (nothing typed in the address): it is checked once they have run', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/contact/', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[data-form="contact"]');
    await form.getByLabel(new RegExp(`^(\\* )?${forms.en.forms.label.email}$`)).fill('ada@example.com');
    await form.getByRole('button', { name: forms.en.forms.submit, exact: true }).click();
    release();
    // The form's own check ran (its messages show) and the page never left: a plain-HTML send would have loaded
    // /contact/?email=ada%40example.com… without them.
    await expect(form.getByText(forms.en.forms.msg.input).first()).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('a form whose controls and images are named like the methods the loader uses is still held, then sent once', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/contact/', { waitUntil: 'domcontentloaded' });
    // Such names shadow the methods on the form and on the document; the loader took the methods before content existed.
    await page.evaluate(() => {
      const seen: boolean[] = ((window as unknown as { held: boolean[] }).held = []);
      document.body.insertAdjacentHTML(
        'beforeend',
        '<form id="named"><input name="hasAttribute"><input name="matches"><input name="querySelector"><input name="closest"><button>Send</button></form>' +
          '<img alt="" name="removeEventListener">',
      );
      // Heard last (on window, after the loader on the document): whether the loader held it.
      window.addEventListener('submit', (event) => {
        seen.push(event.defaultPrevented);
        event.preventDefault();
      });
    });
    // Pressed from the page: Playwright's own checks before a click call the shadowed methods.
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('#named button')!.click());
    expect(await page.evaluate(() => (window as unknown as { held: boolean[] }).held)).toEqual([true]);
    release();
    // Pressed again once the page hydrated, with the loader's hold gone.
    await expect.poll(() => page.evaluate(() => (window as unknown as { held: boolean[] }).held)).toEqual([true, false]);
  });

  for (const moment of ['before the scripts ran', "while the page hydrates (the router exists, the explorer's island does not listen yet)"]) {
    test(`the customer login sent ${moment} goes through once the page has hydrated (the API explorer)`, async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/docs/api/cdn/5101/', { waitUntil: 'domcontentloaded' });
      const explorer = page.locator('#api-explorer');
      await explorer.getByLabel('Display name').fill('Early Customer');
      // What the page is like from the moment Next creates its router until the page's effects (the islands') ran.
      if (moment.startsWith('while')) await page.evaluate(() => ((window as unknown as { next: unknown }).next = { router: {} }));
      await explorer.getByRole('button', { name: 'Developer login' }).click();
      release();
      await expect(explorer.getByText('Logged in as Early Customer')).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
    });
  }

  test('search by keyboard: Enter opens the overlay with focus in the field, Escape closes it and focus returns', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ko/');
    // By attributes: while the modal is open, the page behind it (this button too) is hidden from role queries.
    const trigger = page.locator('button[aria-haspopup="dialog"][aria-label="검색"]').first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('검색어')).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
