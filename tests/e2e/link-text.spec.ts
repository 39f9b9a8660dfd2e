import { expect, test } from './support/test';
import { isGenericLinkText, judgedLinks } from '../support/link-text';
import { walkSitemap } from './support/sitemap';

/**
 * Every page of sitemap.xml, as served, has no link whose text says nothing about its destination ("Learn more",
 * "了解更多", "詳しく見る", "자세히 보기"): Lighthouse's SEO category fails a page with one, and screen-reader link
 * lists read link texts out of context. Covers seeded content and the shell's and modules' own strings alike.
 */
test('no page in the sitemap has a generic link text', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const paths = (await walkSitemap(request)).locs.map((loc) => loc.replace(baseURL!, ''));
  expect(paths.length).toBeGreaterThan(100);
  const generic: string[] = [];
  let linksSeen = 0;
  const queue = [...paths];
  // A few pages at a time: the whole sitemap in well under a minute without crowding a 2-core machine.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const links = judgedLinks(await response.text());
        linksSeen += links.length;
        for (const link of links) if (isGenericLinkText(link.text)) generic.push(`${path}: "${link.text}" -> ${link.href}`);
      }
    }),
  );
  expect(linksSeen).toBeGreaterThan(paths.length * 10);
  expect(generic).toEqual([]);
});
