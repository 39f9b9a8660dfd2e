import { resolveRoute } from '../../../contract/routes';
import { BRAND } from '../../../contract/brand';
import { LANG_LIST, type Lang, type SeedEntry } from '../types';
import { P } from './phrases';

/** A module as seeded: the page builder's {name, type, details}; ids are given per page by `pages`. */
export interface ModuleSeed {
  name: string;
  type: string;
  details: Record<string, unknown>;
}

export interface PageSpec {
  name: string;
  desc: string;
  keywords?: string;
  modules: ModuleSeed[];
}

/** One page row per language; (type, code) come from the path exactly as the renderer resolves it (contract/routes.ts). */
export function pages(path: string, build: (lang: Lang) => PageSpec, langs: readonly Lang[] = LANG_LIST): SeedEntry[] {
  const route = resolveRoute(path);
  if (!route) throw new Error(`seed page path ${path} does not resolve to a page`);
  const key = route.code.replace(/[^A-Za-z0-9]+/g, '-');
  return langs.map((lang) => {
    const spec = build(lang);
    return {
      kind: 'page',
      type: route.type,
      code: route.code,
      lang,
      title: spec.name,
      summary: spec.desc,
      data: {
        path,
        seo: { title: `${spec.name} | ${BRAND.name}`, description: spec.desc, keywords: spec.keywords ?? '' },
        moduleViewList: spec.modules.map((m, index) => ({ id: `${route.type}-${key}-${index + 1}`, name: m.name, type: m.type, details: { visible: true, ...m.details } })),
      },
    };
  });
}

// Module builders: each returns one module with the details its schema (modules/<name>/schema.ts) expects.

/** The page hero; `source` takes the slides from a home-store banner placement, these slides being the fallback. */
export const hero = (title: string, subtitle: string, button?: [string, string], more: Array<Record<string, string>> = [], source?: string): ModuleSeed => ({
  name: title,
  type: 'banner',
  details: { slides: [{ title, subtitle, ...(button ? { buttonText: button[0], url: button[1] } : {}) }, ...more], ...(source ? { source } : {}) },
});

export const richText = (name: string, html: string, title?: string): ModuleSeed => ({ name, type: 'richText', details: { html, ...(title ? { title } : {}) } });

export const features = (
  name: string,
  items: Array<{ title: string; text?: string; url?: string; linkText?: string; icon?: string }>,
  extra: { intro?: string; columns?: 2 | 3 | 4; anchor?: string } = {},
): ModuleSeed => ({ name, type: 'featureGrid', details: { title: name, items, ...extra } });

export const stats = (name: string, items: Array<{ value: string; label: string }>): ModuleSeed => ({ name, type: 'stats', details: { title: name, items } });

export const newsList = (name: string, type: string, extra: Record<string, unknown> = {}): ModuleSeed => ({ name, type: 'newsList', details: { type, title: name, ...extra } });

export const leadForm = (name: string, form: string, intro?: string): ModuleSeed => ({ name, type: 'leadForm', details: { form, title: name, ...(intro ? { intro } : {}) } });

/** The closing call to action: free trial (14 days, no credit card) or contact sales. */
export function cta(lang: Lang, kind: 'trial' | 'contact' = 'trial'): ModuleSeed {
  return kind === 'trial'
    ? { name: P.getStarted[lang], type: 'cta', details: { title: P.ctaTitle[lang], text: P.trialTerms[lang], buttonText: P.startTrial[lang], url: '/free-trial/', secondaryText: P.contactSales[lang], secondaryUrl: '/contact/' } }
    : { name: P.talkToUs[lang], type: 'cta', details: { title: P.talkTitle[lang], text: P.talkText[lang], buttonText: P.contactSales[lang], url: '/contact/' } };
}

/** Paragraphs and headed sections as CMS HTML (escaped; the renderer sanitises it again). */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const html = (...blocks: Array<string | [string, string]>) =>
  blocks.map((b) => (typeof b === 'string' ? `<p>${esc(b)}</p>` : `<h3>${esc(b[0])}</h3><p>${esc(b[1])}</p>`)).join('');
