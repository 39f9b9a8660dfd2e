import { expect, test } from './support/test';
import { axeViolations } from './axe';
import { consentGiven } from './support/consent';
import { islandListens } from './support/island';

/** The security glossary filtered by the spec's sub-tags (DDoS, WAF, ...), as a visitor uses it. */

test.beforeEach(({ context, baseURL }) => consentGiven(context, baseURL));

test('a keyboard user filters the security glossary by sub-tag, and the list changes in place', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/glossary/security/');
  const list = page.locator('[data-module="newsList"]');
  // The list's code listens once its island has hydrated: a link followed before then is a plain link, which loads the
  // filtered page anew (focus back at its start), as it does without JavaScript.
  await islandListens(list);
  const filter = list.getByRole('navigation', { name: 'Filter terms by sub-tag' });
  await expect(filter.getByRole('link', { name: 'All terms' })).toHaveAttribute('aria-current', 'page');
  // Marks this document: still there after the choice means the list changed without a page load.
  await page.evaluate(() => Object.assign(window, { beforeFilter: true }));

  await filter.getByRole('link', { name: 'All terms' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const waf = filter.getByRole('link', { name: 'WAF' });
  await expect(waf).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/glossary\/security\/\?subTag=waf#/);
  await expect(waf).toHaveAttribute('aria-current', 'page');
  await expect(filter.getByRole('link', { name: 'All terms' })).not.toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('status')).toHaveText('Terms tagged WAF: 2');
  await expect(list.locator('h3')).toHaveText(['What is a web application firewall?', 'What is SQL injection?']);
  await expect(waf).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { beforeFilter?: boolean }).beforeFilter)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each sub-tag is an address the server filters, and every filter link answers 200', async ({ page, request }) => {
    await page.goto('/ko/glossary/security/');
    const filter = page.getByRole('navigation', { name: '하위 태그로 용어 필터링' });
    await filter.getByRole('link', { name: 'ZERO TRUST' }).click();
    await expect(page).toHaveURL(/\/ko\/glossary\/security\/\?subTag=zero-trust#/);
    await expect(page.locator('[data-module="newsList"] h3')).toHaveText(['제로 트러스트란?', '제로 트러스트 네트워크 접근(ZTNA)이란?']);
    await expect(filter.getByRole('link', { name: 'ZERO TRUST' })).toHaveAttribute('aria-current', 'page');
    const hrefs = await filter.getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs).toHaveLength(7);
    for (const href of hrefs) expect([href, (await request.get(href)).status()]).toEqual([href, 200]);
  });
});
