import { expect, type APIRequestContext } from '@playwright/test';

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/**
 * Walks /sitemap.xml as a crawler does: the index, then each file it names (each must answer 200 as XML with at most
 * 50,000 addresses). Returns the files' addresses and bodies.
 */
export async function walkSitemap(request: APIRequestContext): Promise<{ index: string; files: Array<{ loc: string; xml: string }>; locs: string[] }> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const index = await response.text();
  const files: Array<{ loc: string; xml: string }> = [];
  for (const loc of locsOf(index)) {
    const file = await request.get(new URL(loc).pathname);
    expect(file.status(), loc).toBe(200);
    expect(file.headers()['content-type']).toContain('application/xml');
    const xml = await file.text();
    expect(xml.match(/<url>/g)?.length ?? 0).toBeLessThanOrEqual(50_000);
    files.push({ loc, xml });
  }
  return { index, files, locs: files.flatMap((f) => locsOf(f.xml)) };
}
