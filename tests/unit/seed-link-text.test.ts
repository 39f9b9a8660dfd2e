import { buildSeed } from '../../portal/seed';
import { isGenericLinkText, judgedLinks } from '../support/link-text';

/**
 * Every link the seed puts on a page names where it goes ("Learn more about Cloud DNS", not "Learn more"): search
 * engines and screen-reader link lists read link texts out of context, and Lighthouse's SEO audit fails a page
 * with a generic one. Link texts live in module details (linkText, buttonText, secondaryText, urlText, links[].title;
 * home modules keep their details as JSON text) and in <a> elements of HTML bodies.
 */
const LINK_TEXT_KEYS = new Set(['linkText', 'buttonText', 'secondaryText', 'urlText']);

function linkTexts(value: unknown, where: string, out: Array<{ where: string; text: string }>) {
  if (typeof value === 'string') {
    if (/^\s*[[{]/.test(value)) {
      try {
        return linkTexts(JSON.parse(value), where, out);
      } catch {
        // Not JSON after all: plain text or HTML.
      }
    }
    for (const link of judgedLinks(value)) out.push({ where: `${where} <a href="${link.href}">`, text: link.text });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => linkTexts(item, `${where}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (LINK_TEXT_KEYS.has(key) && typeof item === 'string') out.push({ where: `${where}.${key}`, text: item });
      else if (key === 'links' && Array.isArray(item)) item.forEach((link, i) => out.push({ where: `${where}.links[${i}]`, text: String(link?.title ?? '') }));
      else linkTexts(item, `${where}.${key}`, out);
    }
  }
  return out;
}

it('gives every seeded link a text that names its destination, in all four languages', () => {
  const seed = buildSeed();
  const texts = [
    ...seed.entries.flatMap((e) => linkTexts([e.data, e.body, e.draft], `${e.kind} ${e.type}/${e.code} ${e.lang}`, [])),
    ...seed.docNodes.flatMap((n) => linkTexts([n.content, n.data], `doc ${n.id} ${n.lang}`, [])),
  ];
  // The walk finds the seed's links (home service columns, feature grids, banners, CTAs, menu promotions).
  expect(texts.length).toBeGreaterThan(500);
  for (const lang of ['EN_US', 'ZH_CN', 'JA_JP', 'KO_KR']) expect(texts.some((t) => t.where.includes(lang))).toBe(true);
  expect(texts.filter((t) => isGenericLinkText(t.text))).toEqual([]);
});

it('recognises the generic texts it is there to catch', () => {
  for (const text of ['Learn more', ' read MORE ', '了解更多', '詳しく見る', '続きを読む', '자세히 보기']) expect(isGenericLinkText(text)).toBe(true);
  for (const text of ['Learn more about Cloud DNS', '了解云安全', 'クラウドセキュリティの詳細を見る', '클라우드 보안 알아보기']) expect(isGenericLinkText(text)).toBe(false);
  expect(judgedLinks('<p><a href="/docs/">Read <b>the</b> docs</a> <a href="#top">top</a> <a href="mailto:a@b.c">mail</a></p>')).toEqual([{ href: '/docs/', text: 'Read the docs' }]);
});
