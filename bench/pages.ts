/** Which pages the bench and the Lighthouse audit measure: home, a product page and a doc article. */

const DOC_CATEGORY = /^\/docs\/(?!api\/|search\/)[^/]+\/$/;
const DOC_ARTICLE = /^\/docs\/(?!api\/|search\/)[^/]+\/[^/]+\/$/;

/** The first link on a page whose path matches pattern and that answers 200. */
async function firstWorkingLink(origin: string, from: string, pattern: RegExp): Promise<string | undefined> {
  const html = await (await fetch(`${origin}${from}`)).text();
  for (const [, href] of html.matchAll(/href="(\/[^"#?]*)"/g)) {
    if (pattern.test(href) && (await fetch(`${origin}${href}`)).status === 200) return href;
  }
  return undefined;
}

/**
 * Home, the first product page of GET /sitemap and the first doc article linked from the documentation centre
 * (doc articles come from the document tree, not the sitemap list); BENCH_PRODUCT / BENCH_DOC override.
 */
export async function pickPages(origin: string): Promise<Record<string, string>> {
  const rows = ((await (await fetch(`${origin}/api/portal/v1/sitemap`)).json()).data ?? []) as Array<{ path: string; lang: string }>;
  const product = rows.find((r) => r.lang === 'EN_US' && /^\/product\/[^/]+\/$/.test(r.path))?.path;
  return {
    home: '/',
    product: process.env.BENCH_PRODUCT || product || '/web-performance/',
    doc: process.env.BENCH_DOC || (await firstWorkingLink(origin, (await firstWorkingLink(origin, '/docs/', DOC_CATEGORY)) ?? '/docs/', DOC_ARTICLE)) || '/docs/',
  };
}
