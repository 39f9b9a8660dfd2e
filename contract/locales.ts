import type { Lang } from './langs';

/** Route codes of the four locales: English has no path prefix. */
export const LOCALES = ['en', 'cn', 'ja', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Locale value sent to the API as `lang`. */
export const LOCALE_VALUE: Record<Locale, Lang> = { en: 'EN_US', cn: 'ZH_CN', ja: 'JA_JP', ko: 'KO_KR' };
/** BCP 47 tag for <html lang> and hreflang. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', cn: 'zh-CN', ja: 'ja', ko: 'ko' };
/** Suffix on route names of non-English variants. */
export const ROUTE_SUFFIX: Record<Locale, string> = { en: '', cn: '___cn', ja: '___ja', ko: '___ko' };

/** Cookie remembered by the root redirect (365 days) and the language switch (31536000 s), path /. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 31536000;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Service language of the console and SSO: en for English, zh-cn otherwise. */
export function serviceLanguage(locale: Locale): 'en' | 'zh-cn' {
  return locale === 'en' ? 'en' : 'zh-cn';
}

/** Splits '/ja/blog/' into { locale: 'ja', path: '/blog/' }; unprefixed paths are English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(cn|ja|ko)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: match[1] as Locale, path: match[2] || '/' };
}

/** The same page in another locale: '/blog/' in ja is '/ja/blog/'; home in ja is '/ja'. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Locale for the root path: stored cookie first, then the browser's Accept-Language, then English. */
export function detectLocale(cookieValue: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q) || 0 };
    })
    .filter((x) => x.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('zh')) return 'cn';
    if (tag.startsWith('ja')) return 'ja';
    if (tag.startsWith('ko')) return 'ko';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LOCALE;
}
