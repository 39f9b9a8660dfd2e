import { validate } from 'superstruct';
import { pageEntries } from '../../portal/seed/pages';
import { moduleSchema } from '../../registry';
import { resolveRoute } from '../../contract/routes';

const entries = pageEntries();
type Module = { id: string; name: string; type: string; details: Record<string, unknown> };
const modulesOf = (e: (typeof entries)[number]) => (e.data as { moduleViewList: Module[] }).moduleViewList;

describe('seeded pages', () => {
  it('derive type and code from their path, once per language', () => {
    const keys = new Set<string>();
    for (const e of entries) {
      const path = (e.data as { path: string }).path;
      expect(resolveRoute(path)).toEqual({ type: e.type, code: e.code });
      const key = `${e.type}/${e.code}/${e.lang}`;
      expect(keys.has(key)).toBe(false);
      keys.add(key);
    }
  });

  it('give each page its own name and description in each language', () => {
    for (const field of ['title', 'summary'] as const) {
      const seen = new Map<string, string>();
      for (const e of entries) {
        const key = `${e.lang} ${e[field]}`;
        expect([key, seen.get(key) ?? e.code]).toEqual([key, e.code]);
        seen.set(key, e.code);
        expect(String(e[field]).trim()).not.toBe('');
      }
    }
  });

  it('give every page a module list whose details pass their module schema', () => {
    for (const e of entries) {
      expect(modulesOf(e).length).toBeGreaterThan(1);
      for (const m of modulesOf(e)) {
        const schema = moduleSchema(m.type);
        expect([m.type, schema]).toEqual([m.type, expect.anything()]);
        const [error] = validate(m.details, schema!, { coerce: true });
        if (error) throw new Error(`${e.lang} ${e.code} module ${m.id}: ${error.path.join('.')} ${error.message}`);
      }
    }
  });

  it('cover every route family in all four languages, Korean-only products only in Korean', () => {
    const paths = (lang: string) => new Set(entries.filter((e) => e.lang === lang).map((e) => (e.data as { path: string }).path));
    const en = paths('EN_US');
    for (const path of ['/', '/about-edgenova/', '/why-edgenova/', '/homepage-ko/', '/igaming/', '/blog/zero-trust/', '/events/igaming-live-2025/',
      '/global-network-map/africa-cdn/', '/glossary/security/', '/lp2/media-cdn/', '/promos/zero-trust-vpn-replacement-2/', '/resources/webinars/',
      '/search/news/', '/case-study/freight-shipping/', '/solutions/global-to-china/', '/legal/', '/trial-thank-you/', '/waiting-room/', '/what-is-a-cdn/',
      '/industry/gaming/', '/product/edgeray/']) {
      for (const lang of ['EN_US', 'ZH_CN', 'JA_JP', 'KO_KR']) expect([lang, paths(lang).has(path)]).toEqual([lang, true]);
    }
    expect(en.has('/product/multi-drm/')).toBe(false);
    expect(paths('KO_KR').has('/product/multi-drm/')).toBe(true);
  });

  it('link only to pages that exist in the same language (outside content detail pages)', () => {
    const byLang = new Map<string, Set<string>>();
    for (const e of entries) byLang.set(e.lang, (byLang.get(e.lang) ?? new Set()).add((e.data as { path: string }).path));
    const detail = /^\/(blog|news|glossary|case-study|events|videos|webinars|reports|ebooks|brochure|datasheets|infographics)\/[^/]+\/$/;
    for (const e of entries) {
      const links = JSON.stringify(modulesOf(e)).match(/"url":"(\/[^"#]*)/g) ?? [];
      for (const link of links.map((l) => l.slice(7))) {
        if (link === '/docs/' || detail.test(link)) continue;
        expect([e.lang, e.code, link, byLang.get(e.lang)!.has(link)]).toEqual([e.lang, e.code, link, true]);
      }
    }
  });
});
