import fs from 'node:fs';
import path from 'node:path';
import { buildSeed } from '../../portal/seed';
import { LANG_LIST, type Lang, type SeedEntry } from '../../portal/seed/types';
import { isSitePath } from '../../portal/routes/common';
import type { MenuItem } from '../../portal/seed/site-menus';
import { resolveRoute } from '../../contract/routes';
import { GLOSSARY_SUB_TAGS } from '../../contract/glossary-sub-tags';

const seed = buildSeed();
const LOCAL_SCRIPT: Record<Exclude<Lang, 'EN_US'>, RegExp> = {
  ZH_CN: /[\u4e00-\u9fff]/,
  JA_JP: /[\u3040-\u30ff\u4e00-\u9fff]/,
  KO_KR: /[\uac00-\ud7af]/,
};
const doc = <T>(type: string, lang: Lang): T => {
  const row = seed.entries.find((e) => e.kind === 'site' && e.type === type && e.lang === lang);
  if (!row) throw new Error(`no ${type} for ${lang}`);
  return row.data as T;
};
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children)]);
const publicFile = (url: string) => fs.existsSync(path.join(__dirname, '../../public', url));

describe('seed entries', () => {
  it('holds every site document and news item in all four languages, once each', () => {
    const langsByKey = new Map<string, Lang[]>();
    // Pages are left out: some (Korean-only products) exist in one language by design.
    for (const e of seed.entries.filter((x) => x.kind !== 'page')) {
      const key = `${e.kind}|${e.type}|${e.code}`;
      langsByKey.set(key, [...(langsByKey.get(key) ?? []), e.lang]);
    }
    for (const [key, langs] of langsByKey) expect([key, [...langs].sort()]).toEqual([key, [...LANG_LIST].sort()]);
  });

  it('writes ZH, JA and KO text in their own scripts', () => {
    const texts = (e: SeedEntry) => [e.title, e.summary].filter(Boolean).join(' ');
    for (const type of ['menus', 'footer', 'hot-menus', 'ads', 'products-tree', 'solutions-tree', 'dicts', 'home-banners']) {
      for (const lang of ['ZH_CN', 'JA_JP', 'KO_KR'] as const) expect([type, LOCAL_SCRIPT[lang].test(JSON.stringify(doc(type, lang)))]).toEqual([type, true]);
    }
    for (const e of seed.entries.filter((x) => x.kind === 'news' && x.lang !== 'EN_US')) {
      expect([e.type, e.code, e.lang, LOCAL_SCRIPT[e.lang as 'ZH_CN'].test(texts(e)), LOCAL_SCRIPT[e.lang as 'ZH_CN'].test(e.body ?? '')])
        .toEqual([e.type, e.code, e.lang, true, true]);
    }
  });
});

describe('menus', () => {
  it('has the eight top items with ids 1-8 and promotions on panels 1-4', () => {
    const top = doc<MenuItem[]>('menus', 'EN_US');
    expect(top.map((m) => m.ID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(top.map((m) => m.url)).toEqual(['/about-edgenova/', '/products/', '/solutions/', '/resources/', '/partnership/', '', '/contact/', '/free-trial/']);
    for (const panel of top.slice(0, 4)) {
      expect(panel.promotion?.url).toMatch(/^\//);
      expect(panel.children.length).toBeGreaterThan(1);
    }
    expect(top[4].displayOnly.sort()).toEqual(['EN_US', 'JA_JP', 'KO_KR']);
    expect(top[5].isLanguage).toBe(true);
  });

  it('uses unique ids, site paths or external links, and the same tree in every language', () => {
    const shape = (items: MenuItem[]) => flatten(items).map((m) => [m.ID, m.url, m.type, m.displayOnly]);
    for (const lang of LANG_LIST) {
      const all = flatten(doc<MenuItem[]>('menus', lang));
      expect(new Set(all.map((m) => m.ID)).size).toBe(all.length);
      for (const m of all) {
        if (m.isLanguage) continue;
        if (m.linkType === 'href') expect(m.url).toMatch(/^https:\/\//);
        else if (m.url) expect([m.url, isSitePath(m.url) && /\/(#[\w-]+)?$/.test(m.url)]).toEqual([m.url, true]);
        else expect(m.type).toBe(2); // a group heading without its own page
        expect(m.type).toBeGreaterThanOrEqual(1);
        expect(m.type).toBeLessThanOrEqual(5);
      }
      expect(shape(doc('menus', lang))).toEqual(shape(doc('menus', 'EN_US')));
    }
  });

  it('marks the six Korean-only products, badges some items and links the documentation centre', () => {
    const all = flatten(doc<MenuItem[]>('menus', 'EN_US'));
    const koOnly = all.filter((m) => m.type === 3 && m.displayOnly.join() === 'KO_KR');
    expect(koOnly.map((m) => m.url)).toHaveLength(6);
    expect(all.some((m) => m.latest)).toBe(true);
    expect(all.some((m) => m.hottest)).toBe(true);
    expect(all.map((m) => m.url)).toEqual(expect.arrayContaining(['/docs/', '/global-network-map/', '/cloud-security/api-shield/', '/solutions/zero-trust-vpn-replacement/']));
  });
});

describe('site documents', () => {
  it('has a header with telephone and top banner and the six footer links', () => {
    const header = doc<{ telephone: string; topBanner: { url: string } }>('header', 'JA_JP');
    expect(header.telephone).toMatch(/\d/);
    expect(header.topBanner.url).toBe('/events/ibc-2025/');
    const footer = doc<Array<{ url: string; linkType: string }>>('footer', 'EN_US');
    expect(footer).toHaveLength(6);
    for (const f of footer) expect(f.linkType === 'href' || isSitePath(f.url)).toBe(true);
  });

  it('gives tree groups the classify flag and icons that exist in public/', () => {
    for (const type of ['products-tree', 'solutions-tree']) {
      const tree = doc<Array<{ defaultIcon: string; hoverIcon: string; children: Array<{ classify: boolean; children: Array<{ url: string }> }> }>>(type, 'KO_KR');
      expect(tree.length).toBeGreaterThan(1);
      for (const c of tree) {
        expect([c.defaultIcon, publicFile(c.defaultIcon), publicFile(c.hoverIcon)]).toEqual([c.defaultIcon, true, true]);
        for (const g of c.children) {
          expect(g.classify).toBe(true);
          for (const leaf of g.children) expect(isSitePath(leaf.url)).toBe(true);
        }
      }
    }
  });

  it('stores home modules as JSON text of the serviceColumn and videoAdPromotion modules', () => {
    const modules = doc<{ HOME: Array<{ type: string; details: string }> }>('home-modules', 'ZH_CN').HOME;
    expect(modules.map((m) => m.type)).toEqual(['serviceColumn', 'videoAdPromotion']);
    for (const m of modules) expect(JSON.parse(m.details).visible).toBe(true);
    const resources = doc<{ topcase: unknown[]; distribution: Array<{ url: string }> }>('image-resources', 'EN_US');
    expect(resources.topcase.length).toBeGreaterThan(3);
    expect(resources.distribution.map((d) => d.url)).toContain('/global-network-map/africa-cdn/');
  });

  it('numbers the home distribution regions by position, as they always were, each one a seeded regional page', () => {
    const regions = ['north-america', 'latin-america', 'europe', 'africa', 'middle-east', 'east-and-north-asia', 'south-east-asia'];
    const regionPages = new Set(seed.entries.filter((e) => e.kind === 'page').map((e) => (e.data as { path: string }).path));
    for (const lang of LANG_LIST) {
      const { distribution } = doc<{ distribution: Array<{ id: number; url: string; name: string }> }>('image-resources', lang);
      expect(distribution.map((d) => [d.id, d.url])).toEqual(regions.map((code, i) => [i + 1, `/global-network-map/${code}-cdn/`]));
      for (const d of distribution) expect(regionPages).toContain(d.url);
    }
  });
});

describe('dicts', () => {
  const dicts = doc<Record<string, Array<{ code: string; name: string; children?: Array<{ code: string }> }>>>('dicts', 'EN_US');

  it('has the industry codes and the revenue, employee and sales-rep bands', () => {
    expect(dicts.industry.map((o) => o.code)).toEqual(['2B', '8B', '5A', '2C', '3A', '6C', '6D', '7C', '2A', '6E', '9A', '9B', '4B', '6F', '9D', '6H', '9E']);
    expect(dicts.annualRevenue.map((o) => o.code)).toEqual(['0-100K', '100K-500K', '500K-2M', '2M-5M', '5M-10M', '10M+']);
    expect(dicts.employees.map((o) => o.code)).toEqual(['1-50', '50-100', '100-500', '500-1000', '1000+']);
    expect(dicts.salesReps.map((o) => o.code)).toEqual(['1-5', '5-15', '15-25', '25+']);
    expect(dicts.partnerType.map((o) => o.name)).toEqual(['Referral Partner', 'Reseller', 'Distributor']);
    expect(dicts.partnerTier.map((o) => o.name)).toEqual(['Select', 'Advanced', 'Premier']);
    expect(dicts.feedbackType).toHaveLength(6);
    expect(dicts.blogTag.map((o) => o.code)).toEqual(['Web Performance', 'Cloud Security', 'Media Delivery', 'Zero Trust', 'Other']);
  });

  it('offers the six free-trial product groups, each with sub-options', () => {
    expect(dicts.productInterest.map((o) => o.code)).toEqual(['media-delivery', 'web-performance', 'cloud-security', 'enterprise-application', 'storage', 'other']);
    for (const o of dicts.productInterest) expect(o.children?.length).toBeGreaterThan(1);
  });

  it('uses unique codes within each category', () => {
    for (const [category, list] of Object.entries(dicts)) expect([category, new Set(list.map((o) => o.code)).size]).toEqual([category, list.length]);
  });
});

describe('countries and mappings', () => {
  it('lists at least 40 countries in four languages with translated regions', () => {
    const en = seed.countries.filter((c) => c.lang === 'EN_US');
    expect(en.length).toBeGreaterThanOrEqual(40);
    expect(seed.countries).toHaveLength(en.length * 4);
    const jp = seed.countries.find((c) => c.code === 'JP' && c.lang === 'JA_JP');
    expect(jp?.name).toBe('日本');
    expect(jp?.regions).toHaveLength(47);
    expect(seed.countries.find((c) => c.code === 'US' && c.lang === 'KO_KR')?.regions).toContain('캘리포니아주');
  });

  it('maps old paths only to site paths', () => {
    for (const m of seed.mappings) expect([m.linkUri, isSitePath(m.target)]).toEqual([m.linkUri, true]);
    expect(new Set(seed.mappings.map((m) => m.linkUri)).size).toBe(seed.mappings.length);
  });
});

describe('news-like content', () => {
  const en = seed.entries.filter((e) => e.kind === 'news' && e.lang === 'EN_US');
  const ofType = (type: string) => en.filter((e) => e.type === type);
  const data = (e: SeedEntry) => e.data as Record<string, unknown> & { url: string; image: string };

  it('has four blog posts per blog tag and the contracted minimum of every other type', () => {
    for (const tag of ['Web Performance', 'Cloud Security', 'Media Delivery', 'Zero Trust', 'Other']) {
      expect([tag, ofType('BLOG').filter((e) => e.tag === tag).length >= 4]).toEqual([tag, true]);
    }
    expect(ofType('NEWS').length).toBeGreaterThanOrEqual(6);
    expect(ofType('CASE_STUDY').length).toBeGreaterThanOrEqual(8);
    expect(ofType('GLOSSARY').length).toBeGreaterThanOrEqual(10);
    expect(ofType('PRODUCTUPDATES').length).toBeGreaterThanOrEqual(2);
    for (const type of ['BROCHURES', 'DATASHEETS', 'EBOOKS', 'INFOGRAPHICS', 'REPORTS', 'VIDEOS', 'WEBINARS', 'WHITE_PAPERS']) {
      expect([type, ofType(type).length >= 2]).toEqual([type, true]);
    }
    expect(ofType('VIDEOS').some((e) => data(e).extendType === 'record')).toBe(true);
    expect(ofType('WEBINARS').every((e) => e.tag === 'WEBINARS')).toBe(true);
  });

  it('covers every case-study industry tag and spreads glossary terms over the tags and sub-tags', () => {
    const caseTags = new Set(ofType('CASE_STUDY').map((e) => e.tag));
    for (const tag of ['media-entertainment', 'software-technology', 'manufacturing', 'travel-hospitality', 'freight-shipping', 'e-commerce', 'online-education', 'gaming', 'energy']) {
      expect([tag, caseTags.has(tag)]).toEqual([tag, true]);
    }
    const glossary = ofType('GLOSSARY');
    expect(new Set(glossary.map((e) => e.tag))).toEqual(new Set(['content-delivery-network', 'edge-computing', 'media-delivery', 'security']));
    expect(new Set(glossary.map((e) => data(e).subTag).filter(Boolean))).toEqual(new Set(['DDoS', 'WAF', 'BOTS', 'API', 'ZERO TRUST', 'CYBER SECURITY']));
    // Each sub-tag filter of /glossary/security/ lists at least two security terms, in every language.
    for (const subTag of GLOSSARY_SUB_TAGS) {
      for (const lang of LANG_LIST) {
        const terms = seed.entries.filter((e) => e.kind === 'news' && e.type === 'GLOSSARY' && e.lang === lang && data(e).subTag === subTag);
        expect([subTag, lang, terms.length >= 2, terms.every((e) => e.tag === 'security')]).toEqual([subTag, lang, true, true]);
      }
    }
  });

  it('has the three 2025 shows with start and end times', () => {
    const events = ofType('EVENTS');
    expect(events.map((e) => e.code).sort()).toEqual(['asia-content-show-2025', 'ibc-2025', 'igaming-live-2025']);
    for (const e of events) expect(Date.parse(String(data(e).endTime))).toBeGreaterThan(Date.parse(String(data(e).startTime)));
  });

  it('links every item to a detail path that resolveRoute maps back to its type and code', () => {
    const familyOf: Record<string, string> = {
      BLOG: 'blog', NEWS: 'news', GLOSSARY: 'glossary', CASE_STUDY: 'case-study', EVENTS: 'events', VIDEOS: 'videos',
      WEBINARS: 'webinars', REPORTS: 'reports', EBOOKS: 'ebooks', BROCHURES: 'brochure', DATASHEETS: 'datasheets', INFOGRAPHICS: 'infographics',
    };
    for (const e of en) {
      const route = resolveRoute(data(e).url);
      const expected = familyOf[e.type]
        ? { type: familyOf[e.type], code: e.code }
        : { type: 'news-content', code: `${e.type.toLowerCase().replace('_', '-')}/${e.code}` };
      expect([e.type, e.code, route]).toEqual([e.type, e.code, expected]);
    }
  });

  it('points images and downloads at files that exist, and writes bodies as HTML with a list', () => {
    for (const e of en) {
      expect([e.code, publicFile(data(e).image)]).toEqual([e.code, true]);
      if (data(e).fileUrl) expect([e.code, publicFile(String(data(e).fileUrl))]).toEqual([e.code, true]);
      expect(e.body).toMatch(/^<p>[\s\S]*<ul><li>[\s\S]*<\/ul>[\s\S]*<\/p>$/);
    }
  });
});
