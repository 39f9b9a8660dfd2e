import { expect, test } from './support/test';
import type { APIRequestContext } from '@playwright/test';
import { buildSeed } from '../../portal/seed';
import { HTML_LANG, LOCALE_VALUE, localePath, type Locale } from '../../contract/locales';
import { axeViolations } from './axe';
import { consentGiven } from './support/consent';
import { isGenericLinkText, judgedLinks } from '../support/link-text';

/**
 * Site crawl (issue 5): every published page, content detail and documentation page of the seed, in each language it is seeded in.
 * Each must answer 200 with a non-empty <main>, the right <html lang>, no console errors, and internal links that
 * answer below 400 (hreflang alternates answer 200); axe (the WCAG A/AA tags of axe.ts) finds no violation (issue 9);
 * and no link's text says nothing about its destination ("Learn more", "了解更多": Lighthouse's SEO category fails a
 * page with one, and screen-reader link lists read link texts out of context). Built from the seed itself (the same
 * rows GET /sitemap lists), so the list cannot drift.
 */

const LOCALE_OF = Object.fromEntries(Object.entries(LOCALE_VALUE).map(([locale, lang]) => [lang, locale as Locale]));

const seed = buildSeed();

/**
 * Documentation centre pages (composed from doc nodes, README "Documentation centre"): per language the doc home and API
 * centre home, each product, each API product list, and every document a visitor may read (not customers-only ones).
 */
const docTargets = seed.docNodes.flatMap((n) => {
  const readable = n.type === 'DOCUMENT' && !(n.data as { loginRequired?: boolean } | undefined)?.loginRequired;
  if (n.category === 'menu') return n.productCode ? [{ lang: n.lang, path: '/docs/' }, { lang: n.lang, path: `/docs/${n.productCode}/` }] : [];
  if (n.category === 'doc') return readable ? [{ lang: n.lang, path: `/docs/${n.productCode}/${n.id}/` }] : [];
  if (n.category !== 'api-doc') return [];
  if (n.parentId === null) return [{ lang: n.lang, path: '/docs/api/' }, { lang: n.lang, path: `/docs/api/${n.productCode}/` }];
  return readable && n.tag === 'api-center' ? [{ lang: n.lang, path: `/docs/api/${n.productCode}/${n.id}/` }] : [];
});

const targets = [
  ...new Set(
    [
      ...seed.entries
        .filter((e) => (e.kind === 'page' || e.kind === 'news') && e.published !== false)
        .map((e) => ({ lang: e.lang, path: String((e.data as { path?: string; url?: string }).path ?? (e.data as { url?: string }).url ?? '') })),
      ...docTargets,
    ]
      .filter((t) => t.path.startsWith('/'))
      .map((t) => `${LOCALE_OF[t.lang]} ${t.path}`),
  ),
].sort();

// Chunks small enough to spread over the workers, large enough to reuse one browser page.
const CHUNK = 30;
const chunks = Array.from({ length: Math.ceil(targets.length / CHUNK) }, (_, i) => targets.slice(i * CHUNK, (i + 1) * CHUNK));

// Per worker: addresses already known to answer (visited pages and checked links), so each is requested once.
const known = new Map<string, number>();

async function checkLink(request: APIRequestContext, href: string): Promise<number> {
  if (!known.has(href)) known.set(href, (await request.get(href, { maxRedirects: 5 })).status());
  return known.get(href)!;
}

test.describe.configure({ mode: 'parallel' });

test('the crawl covers every locale and the spec route families', () => {
  for (const locale of ['en', 'cn', 'ja', 'ko']) expect(targets.filter((t) => t.startsWith(`${locale} `)).length).toBeGreaterThan(100);
  for (const path of ['/', '/events/igaming-live-2025/', '/global-network-map/europe-cdn/', '/search/blog/', '/case-study/gaming/']) expect(targets).toContain(`en ${path}`);
  expect(targets).toContain('ko /product/media-manager/');
  expect(targets).not.toContain('en /product/media-manager/');
  for (const path of ['/docs/', '/docs/api/', '/docs/cdn/', '/docs/cdn/1112/', '/docs/api/cdn/', '/docs/api/cdn/5101/']) expect(targets).toContain(`ja ${path}`);
  expect(targets).not.toContain('en /docs/waf/2113/'); // customers only
});

test('the crawl list is what GET /sitemap publishes', async ({ request }) => {
  const rows = (await (await request.get('/api/portal/v1/sitemap')).json()).data as Array<{ path: string; lang: string }>;
  // Entries another browser test publishes for a moment (codes starting e2e-, editor-news.spec.ts) are not the seed's.
  const sitemap = rows.filter((s) => !s.path.includes('/e2e-'));
  expect([...new Set(sitemap.map((s) => `${LOCALE_OF[s.lang]} ${s.path}`))].sort()).toEqual(targets);
});

for (const [index, chunk] of chunks.entries()) {
  test(`crawl ${index + 1}/${chunks.length}: ${chunk[0]} … ${chunk[chunk.length - 1]}`, async ({ page, request, baseURL }) => {
    test.setTimeout(300_000);
    await consentGiven(page.context(), baseURL);
    let errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const problems: string[] = [];

    for (const target of chunk) {
      const [locale, path] = target.split(' ') as [Locale, string];
      const url = localePath(locale, path);
      errors = [];
      const response = await page.goto(url, { waitUntil: 'load' });
      const status = response?.status() ?? 0;
      known.set(url, status);
      if (status !== 200) {
        problems.push(`${url}: status ${status}`);
        continue;
      }
      // The HTML as served, as Lighthouse's link-text audit reads it.
      const judged = judgedLinks(await response!.text());
      if (!judged.length) problems.push(`${url}: no link found in the served HTML`);
      for (const link of judged) if (isGenericLinkText(link.text)) problems.push(`${url}: generic link text "${link.text}" -> ${link.href}`);
      const lang = await page.locator('html').getAttribute('lang');
      if (lang !== HTML_LANG[locale]) problems.push(`${url}: html lang ${lang}`);
      const main = (await page.locator('main').innerText()).trim();
      if (!main) problems.push(`${url}: empty main`);
      // Links and hreflang alternates alike: a crawler follows both, so an alternate must answer as a link does.
      const hrefs = await page.locator('a[href], link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement | HTMLLinkElement).href));
      const alternates = new Set(await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href)));
      if (!alternates.has(new URL(url, baseURL).href)) problems.push(`${url}: no hreflang alternate for the page itself`);
      for (const href of new Set(hrefs)) {
        const link = new URL(href);
        if (link.origin !== new URL(baseURL!).origin) continue;
        const target = `${link.pathname}${link.search}`;
        const linkStatus = await checkLink(request, target);
        if (linkStatus >= 400) problems.push(`${url}: link ${target} answers ${linkStatus}`);
        else if (alternates.has(href) && linkStatus !== 200) problems.push(`${url}: hreflang alternate ${target} answers ${linkStatus}`);
      }
      if (errors.length) problems.push(`${url}: console errors ${JSON.stringify(errors)}`);
      // Once per page, after the links were checked (by then the page's scripts have hydrated it).
      problems.push(...(await axeViolations(page)).map((v) => `${url}: axe ${v}`));
    }
    expect(problems).toEqual([]);
  });
}
