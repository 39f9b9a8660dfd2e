import Head from 'next/head';
import { HTML_LANG, LOCALES, localePath, type Locale } from '../../i18n';

/** Canonical and hreflang links of a page (spec §2): the page in all four locales plus x-default (English). */
export function alternateLinks(origin: string, path: string): Array<{ hrefLang: string; href: string }> {
  return [
    ...LOCALES.map((locale) => ({ hrefLang: HTML_LANG[locale], href: `${origin}${localePath(locale, path)}` })),
    { hrefLang: 'x-default', href: `${origin}${localePath('en', path)}` },
  ];
}

export default function PageHead({ origin, path, locale }: { origin: string; path: string; locale: Locale }) {
  return (
    <Head>
      <link rel="canonical" href={`${origin}${localePath(locale, path)}`} key="canonical" />
      {alternateLinks(origin, path).map((link) => (
        <link key={`alt-${link.hrefLang}`} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
    </Head>
  );
}
