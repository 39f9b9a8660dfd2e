import { startTestPortal, type TestPortal } from './portal-server';
import { buildSeed } from '../../portal/seed';
import { indexedSearch, keywordQuery } from '../../portal/search/indexed';
import { scanSearch } from '../../portal/search/scan';
import { CJK_RANGES } from '../../contract/search-keyword';

/**
 * The indexed search against a scan of every row (substring match, the way search worked before the index) on the
 * seed, for words and CJK character pairs taken from the seeded titles and summaries in all four languages.
 * Words and CJK keywords alike: the same rows, order, scores and total, including words that only sit inside a
 * longer word ('hit' in 'white', 'line' in 'online').
 */

let api: TestPortal;
beforeAll(async () => {
  api = await startTestPortal();
}, 60_000);
afterAll(() => api.close());

const CJK_PAIR = new RegExp(`[${CJK_RANGES}]{2}`, 'g');

/** Every `step`-th distinct word (3+ Latin letters) and CJK pair of a language's titles and summaries. */
function sampleKeywords(lang: string, step: number): string[] {
  const texts = buildSeed().entries.filter((e) => e.lang === lang && (e.kind === 'news' || e.kind === 'page')).map((e) => `${e.title ?? ''} ${e.summary ?? ''}`);
  const words = new Set<string>();
  for (const text of texts) {
    for (const w of text.match(/[A-Za-z]{3,}/g) ?? []) words.add(w.toLowerCase());
    for (const pair of text.match(CJK_PAIR) ?? []) words.add(pair);
  }
  return [...words].sort().filter((_, i) => i % step === 0);
}

const CJK = new RegExp(`[${CJK_RANGES}]`);

describe('indexed search on the seed', () => {
  for (const lang of ['EN_US', 'ZH_CN', 'JA_JP', 'KO_KR']) {
    it(`answers like a scan of every row in ${lang}`, async () => {
      const keywords = [...(lang === 'EN_US' ? ['cdn', 'waf', 'edge', 'hit', 'line', 'ware'] : lang === 'ZH_CN' ? ['安全', '加速', 'CDN 加速'] : []), ...sampleKeywords(lang, 7)];
      expect(keywords.length).toBeGreaterThan(20);
      const filter = { lang, types: null, pagesOnly: false };
      const page = { pageIndex: 0, pageSize: 500 };
      const problems: string[] = [];
      let found = 0;
      let cjk = 0;
      for (const keyword of keywords) {
        const tsquery = await keywordQuery(api.store, keyword);
        const indexed = tsquery ? await indexedSearch(api.store, tsquery, filter, page) : { total: 0, rows: [] };
        const scanned = await scanSearch(api.store, keyword, filter, page, false);
        const show = (rows: Array<{ kind: string; code: string; score: number }>) => rows.map((h) => `${h.kind}:${h.code}/${h.score}`).join(' ');
        found += indexed.total;
        if (CJK.test(keyword)) cjk += 1;
        if (indexed.total !== scanned.total || show(indexed.rows) !== show(scanned.rows)) problems.push(`${keyword}\n  index ${show(indexed.rows)}\n  scan  ${show(scanned.rows)}`);
      }
      expect(found).toBeGreaterThan(keywords.length);
      if (lang !== 'EN_US') expect(cjk).toBeGreaterThan(20);
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
