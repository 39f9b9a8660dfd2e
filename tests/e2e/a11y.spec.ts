import { expect, test } from '@playwright/test';
import { localePath, LOCALES } from '../../i18n/locales';
import { BRAND } from '../../i18n/brand';
import { axeViolations } from './axe';

/** Home and a sample of page families (company, product, listing, form, article list, docs) in all four locales. */
const SAMPLE = ['/', `/about-${BRAND.slug}/`, '/product/cloud-dns/', '/blog/', '/contact/', '/free-trial/', '/glossary/', '/docs/'];

for (const locale of LOCALES) {
  test(`axe finds no WCAG A/AA violations on the ${locale} sample`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    // A visitor who has answered the cookie dialog; the dialog itself is checked open on home below.
    await page.context().addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const found: string[] = [];
    for (const path of SAMPLE) {
      const url = localePath(locale, path);
      const response = await page.goto(url);
      expect(response?.status(), url).toBeLessThan(400);
      await page.waitForLoadState('networkidle');
      found.push(...(await axeViolations(page)).map((v) => `${url} ${v}`));
    }
    expect(found).toEqual([]);
  });
}

test('axe finds no violations with the cookie dialog open', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});
