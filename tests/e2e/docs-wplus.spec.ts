import { expect, test } from './support/test';
import { consentGiven } from './support/consent';

/** The documentation centre home offers the W+ products (GET /product/wplus), each linked to its documentation. */

test.beforeEach(({ context, baseURL }) => consentGiven(context, baseURL));

test('the doc home lists the W+ products in the reader language and links reach their documentation', async ({ page }) => {
  await page.goto('/cn/docs/');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'W+ 产品' }) });
  const link = card.getByRole('link', { name: '对象存储' });
  await expect(link).toHaveAttribute('href', '/cn/docs/object-storage/');
  await link.click();
  await expect(page).toHaveURL(/\/cn\/docs\/object-storage\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('对象存储');
});
