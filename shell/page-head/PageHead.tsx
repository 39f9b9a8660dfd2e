import Head from 'next/head';
import { HTML_LANG, LOCALES, LOCALE_VALUE, localePath, type Locale } from '../../i18n';
import type { Lang } from '../../contract/langs';

/** The locales a page exists in: those of its languages, or all four when the API did not say (composed pages). */
export function pageLocales(languages?: readonly Lang[]): Locale[] {
  return languages ? LOCALES.filter((locale) => languages.includes(LOCALE_VALUE[locale])) : [...LOCALES];
}

/**
 * Canonical and hreflang links of a page: the page in each locale it exists in, plus x-default (English)
 * when it exists in English; a link to a language the page lacks would lead crawlers to a 404.
 */
export function alternateLinks(origin: string, path: string, languages?: readonly Lang[]): Array<{ hrefLang: string; href: string }> {
  const locales = pageLocales(languages);
  return [
    ...locales.map((locale) => ({ hrefLang: HTML_LANG[locale], href: `${origin}${localePath(locale, path)}` })),
    ...(locales.includes('en') ? [{ hrefLang: 'x-default', href: `${origin}${localePath('en', path)}` }] : []),
  ];
}

export default function PageHead({ origin, path, locale, languages }: { origin: string; path: string; locale: Locale; languages?: readonly Lang[] }) {
  return (
    <Head>
      <link rel="canonical" href={`${origin}${localePath(locale, path)}`} key="canonical" />
      {alternateLinks(origin, path, languages).map((link) => (
        <link key={`alt-${link.hrefLang}`} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
    </Head>
  );
}
