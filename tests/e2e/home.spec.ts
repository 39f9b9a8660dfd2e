import { expect, test } from './support/test';

const homes = [
  { path: '/', lang: 'en', text: 'Fast, secure edge delivery' },
  { path: '/cn', lang: 'zh-CN', text: '快速、安全的边缘分发' },
  { path: '/ja', lang: 'ja', text: '高速で安全なエッジ配信' },
  { path: '/ko', lang: 'ko', text: '빠르고 안전한 엣지 전송' },
];

for (const home of homes) {
  test(`home ${home.path} renders from the API in its language`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const response = await page.goto(home.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.locator('main')).toContainText(home.text);
    expect(errors).toEqual([]);
  });
}

test('a path without a trailing slash is redirected with 301', async ({ request }) => {
  const response = await request.get('/free-trial', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/free-trial/');
});

test('an unknown page shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops! That page can't be found");
  await expect(page.getByRole('link', { name: 'Go to the homepage.' })).toHaveAttribute('href', '/');
});
