import { expect, test } from './support/test';
import { localePath, LOCALES } from '../../contract/locales';
import { BRAND } from '../../contract/brand';
import { axeViolations } from './axe';
import { consentGiven } from './support/consent';

/** Home and a sample of page families (company, product, listing, form, article list, docs) in all four locales. */
const SAMPLE = ['/', `/about-${BRAND.slug}/`, '/product/cloud-dns/', '/blog/', '/contact/', '/free-trial/', '/glossary/', '/docs/'];

for (const locale of LOCALES) {
  test(`axe finds no WCAG A/AA violations on the ${locale} sample`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    // A visitor who has answered the cookie consent; the notice itself is checked on home below.
    await consentGiven(page.context(), baseURL);
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

test('axe finds no violations with the cookie notice shown, and with its settings open', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const notice = page.getByRole('region', { name: 'We value your privacy' });
  await expect(notice).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Manage settings' }).click();
  await expect(notice.getByRole('checkbox', { name: /Statistics/ })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});
