import { expect, test } from './support/test';
import { axeViolations } from './axe';

// Every page of the seed in each of its languages is checked with axe by the crawl (crawl.spec.ts); here, what the
// crawl cannot see: the cookie notice a visitor meets before answering it.

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
