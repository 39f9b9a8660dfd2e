import { expect, test } from './support/test';
import { HTML_LANG, LOCALES, localePath, type Locale } from '../../contract/locales';
import { walkSitemap } from './support/sitemap';

test('robots.txt lets crawlers in, keeps them out of machinery and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toContain('User-agent: *\nAllow: /');
  for (const path of ['/api/', '/preview/', '/editor/', '/search/']) expect(text).toContain(`Disallow: ${path}`);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('sitemap.xml is an index of files that list every published page in each of its languages, with hreflang alternates', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const { index, files, locs } = await walkSitemap(request);
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  // One file per kind on the seed, each with the newest change of its content as lastmod.
  expect(files.map((f) => f.loc)).toEqual(['pages-1', 'news-1', 'docs-1'].map((name) => `${baseURL}/sitemap-${name}.xml`));
  expect(index.match(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/g)).toHaveLength(3);
  for (const { xml } of files) expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  const xml = files.map((f) => f.xml).join('\n');
  expect(new Set(locs).size).toBe(locs.length);
  for (const home of ['/', '/cn', '/ja', '/ko']) expect(locs).toContain(`${baseURL}${home}`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/"/>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="${baseURL}/cn"/>`);
  expect(locs.some((l) => l.includes('/search/'))).toBe(false);
  // The documentation centre is listed too (its pages are composed from the document tree, not stored as pages).
  for (const path of ['/docs/', '/docs/cdn/', '/docs/cdn/1112/', '/ko/docs/api/cdn/5101/', '/ja/docs/api/']) expect(locs).toContain(`${baseURL}${path}`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${baseURL}/ja/docs/cdn/1112/"/>`);
  expect(locs).not.toContain(`${baseURL}/docs/waf/2113/`); // customers only

  // Every published, crawlable row of GET /sitemap is one <loc>.
  const rows = ((await (await request.get('/api/portal/v1/sitemap')).json()).data as Array<{ path: string; lang: string }>).filter(
    (r) => !/^\/(search|preview|editor|api)\//.test(r.path),
  );
  expect(locs.length).toBe(new Set(rows.map((r) => `${r.lang} ${r.path}`)).size);
  // A sample of the listed addresses answers 200.
  for (const loc of locs.filter((_, i) => i % Math.ceil(locs.length / 8) === 0)) {
    expect((await request.get(loc.replace(baseURL!, ''))).status(), loc).toBe(200);
  }
});

const pages: Array<[Locale, string]> = LOCALES.flatMap((l) => [[l, '/'] as [Locale, string], [l, '/blog/'] as [Locale, string]]);

for (const [locale, path] of pages) {
  const url = localePath(locale, path);
  test(`${url} has its title, description, robots, canonical, hreflang and Open Graph tags`, async ({ page, baseURL }) => {
    expect((await page.goto(url))?.status()).toBe(200);
    const head = await page.evaluate(() => {
      const meta = (sel: string) => document.head.querySelector<HTMLMetaElement>(sel)?.content ?? null;
      return {
        title: document.title,
        description: meta('meta[name="description"]'),
        robots: meta('meta[name="robots"]'),
        canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href') ?? null,
        alternates: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => `${l.hreflang} ${l.getAttribute('href')}`),
        ogTitle: meta('meta[property="og:title"]'),
        ogUrl: meta('meta[property="og:url"]'),
        ogLocale: meta('meta[property="og:locale"]'),
        ogType: meta('meta[property="og:type"]'),
        ogDescription: meta('meta[property="og:description"]'),
        counts: ['title', 'meta[name="description"]', 'link[rel="canonical"]', 'meta[property="og:title"]'].map((s) => document.head.querySelectorAll(s).length),
      };
    });
    expect(head.title.trim()).not.toBe('');
    expect(head.description?.trim()).toBeTruthy();
    expect(head.robots).toBe('index, follow');
    expect(head.canonical).toBe(`${baseURL}${url}`);
    expect(head.alternates.sort()).toEqual(
      [...LOCALES.map((l) => `${HTML_LANG[l]} ${baseURL}${localePath(l, path)}`), `x-default ${baseURL}${path}`].sort(),
    );
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogDescription).toBe(head.description);
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.ogLocale).toBe(HTML_LANG[locale].replace('-', '_'));
    expect(head.ogType).toBe('website');
    expect(head.counts).toEqual([1, 1, 1, 1]); // no duplicates between the shell and the SEO tags
  });
}

test('a Korean-only page links alternates only to itself: no hreflang to languages that answer 404', async ({ page, baseURL }) => {
  expect((await page.goto('/ko/product/media-manager/'))?.status()).toBe(200);
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => `${(l as HTMLLinkElement).hreflang} ${l.getAttribute('href')}`));
  expect(alternates).toEqual([`ko ${baseURL}/ko/product/media-manager/`]);
  expect(await page.locator('meta[property="og:locale:alternate"]').count()).toBe(0);
});

test('error pages are kept out of search indexes and fall back to the site SEO defaults', async ({ page, request }) => {
  const defaults = (await (await request.get('/api/portal/v1/seoCommon/default?lang=JA_JP')).json()).data as { description: string };
  expect((await page.goto('/ja/no-such-page/'))?.status()).toBe(404);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(defaults.description);
});
