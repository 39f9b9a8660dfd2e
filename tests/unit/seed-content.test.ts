import { pageEntries } from '../../portal/seed/pages';
import { PRODUCTS, SOLUTIONS } from '../../portal/seed/pages/catalog-data';
import { LEGAL_PAGES, SAMPLE_NOTICE } from '../../portal/seed/pages/legal';
import type { SeedEntry } from '../../portal/seed/types';

/**
 * Seeded pages read like a real company's: each product and solution page has its own body (not one family's cards
 * copied onto every product), and every page's text in Chinese, Japanese and Korean is a translation, not the English.
 */

type Module = { type: string; name: string; details: Record<string, unknown> };
const entries = pageEntries();
const pathOf = (e: SeedEntry) => (e.data as { path: string }).path;
const modulesOf = (e: SeedEntry) => (e.data as { moduleViewList: Module[] }).moduleViewList;

// Keys whose string values a visitor reads; urls, module kinds, form ids and stats values are not text.
const TEXT_KEYS = new Set(['title', 'subtitle', 'text', 'html', 'label', 'name', 'buttonText', 'secondaryText', 'linkText', 'intro', 'description', 'keywords']);

function texts(value: unknown, key = '', out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (TEXT_KEYS.has(key) && value.trim()) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) texts(item, key, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) texts(v, k, out);
  }
  return out;
}
const pageTexts = (e: SeedEntry): string[] => [e.title ?? '', e.summary ?? '', ...texts({ seo: (e.data as { seo?: unknown }).seo }), ...modulesOf(e).flatMap((m) => [m.name, ...texts(m.details)])];

/**
 * Text that may be the same in every language: names (capitalised words: brands, products, places), acronyms,
 * numbers and units. What is left must hold no lower-case word, else it is English prose left untranslated.
 */
const NAME_WORDS = /\b(?:macOS|iOS|hls\.js|iGaming|am Main)\b/g;
export function isUntranslatable(text: string): boolean {
  const words = text.replace(/<[^>]+>/g, ' ').replace(NAME_WORDS, ' ').replace(/\b[A-Z0-9][\w.+-]*/g, ' ');
  return !/[a-z]{2,}/.test(words.replace(/\b(?:ms|s|h|p|x)\b/g, ' '));
}

describe('seeded content', () => {
  it('allows names, numbers and units to repeat across languages, and nothing else', () => {
    for (const same of ['CDN Pro', 'EdgeRay', '<10 ms', '2,800+', 'RAI Amsterdam', 'Windows', 'macOS', 'E-Connect', 'IBC 2025']) expect([same, isUntranslatable(same)]).toEqual([same, true]);
    for (const english of ['Start free trial', 'Key capabilities', 'Tiered caching', '<p>Instant purge</p>', 'Edge Player for teams']) expect([english, isUntranslatable(english)]).toEqual([english, false]);
  });

  const catalog = new Set([...PRODUCTS.map((p) => p.path), ...SOLUTIONS.map((s) => `/solutions/${s.code}/`)]);
  const catalogPages = entries.filter((e) => catalog.has(pathOf(e)));

  it('covers every product and solution page', () => {
    expect(new Set(catalogPages.map(pathOf))).toEqual(catalog);
  });

  it('gives every product and solution page its own main body: no capability, figures or text block shared with another', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const e of catalogPages) {
      for (const m of modulesOf(e)) {
        // The hero is the page's own name; article strips and the closing call to action are the same site-wide on purpose.
        if (['banner', 'newsList', 'cta'].includes(m.type)) continue;
        // Capability cards one by one; a grid of links to products (a solution's) as a whole, since two solutions may
        // well name one product, but not the same set.
        const items = m.details.items as Array<{ url?: string }> | undefined;
        const blocks = m.type === 'featureGrid' && !items?.some((item) => item.url) ? items!.map((item) => texts(item).join(' | ')) : [texts(m.details).join(' | ')];
        for (const block of blocks) {
          const key = `${e.lang} ${m.type} ${block}`;
          const other = seen.get(key);
          if (other && other !== pathOf(e)) shared.push(`${e.lang} ${pathOf(e)} and ${other}: ${block.slice(0, 80)}`);
          seen.set(key, pathOf(e));
        }
      }
    }
    expect(shared).toEqual([]);
  });

  it('has every seeded page translated: no text in Chinese, Japanese or Korean is the English text', () => {
    const english = new Map(entries.filter((e) => e.lang === 'EN_US').map((e) => [pathOf(e), new Set(pageTexts(e))]));
    const untranslated: string[] = [];
    for (const e of entries.filter((x) => x.lang !== 'EN_US')) {
      const en = english.get(pathOf(e));
      if (!en) continue; // Korean-only pages have no English to copy
      for (const text of pageTexts(e)) if (en.has(text) && !isUntranslatable(text)) untranslated.push(`${e.lang} ${pathOf(e)}: ${text.slice(0, 80)}`);
    }
    expect(untranslated).toEqual([]);
  });

  it('gives every legal page the sections and length of a real one, and says it is sample text, in every language', () => {
    const thin: string[] = [];
    for (const page of LEGAL_PAGES) {
      for (const e of entries.filter((x) => pathOf(x) === page.path)) {
        const body = modulesOf(e).filter((m) => m.type === 'richText').map((m) => String(m.details.html)).join('');
        const sections = body.match(/<h3>/g)?.length ?? 0;
        const chars = body.replace(/<[^>]+>/g, '').length;
        // Chinese, Japanese and Korean say as much in fewer characters than English.
        const minChars = e.lang === 'EN_US' ? 1400 : 450;
        if (sections < 8 || chars < minChars || !body.includes(SAMPLE_NOTICE[e.lang as keyof typeof SAMPLE_NOTICE])) thin.push(`${e.lang} ${page.path}: ${sections} sections, ${chars} characters`);
      }
    }
    expect(thin).toEqual([]);
    expect(new Set(entries.filter((e) => LEGAL_PAGES.some((p) => p.path === pathOf(e))).map((e) => e.lang)).size).toBe(4);
  });
});
