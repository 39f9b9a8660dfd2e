import type { GetStaticProps } from 'next';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE, LOCALES, localePath, splitLocale, translator, type Locale } from '../i18n';

type Strings = Record<Locale, { unmatched: string; goHome: string }>;

/** Built once: the page's two lines in every language (the browser only holds the HTML's language, i18n/index.tsx). */
export const getStaticProps: GetStaticProps<{ strings: Strings }> = async () => ({
  props: {
    strings: Object.fromEntries(LOCALES.map((locale) => [locale, { unmatched: translator(locale)('error.unmatched'), goHome: translator(locale)('error.goHome') }])) as Strings,
  },
});

/**
 * Only for paths that never reach the catch-all route (unmatched routes: 'This page could not be found'). The page is
 * static, so the language is read from the address once in the browser.
 */
export default function NotFound({ strings }: { strings: Strings }) {
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  useEffect(() => setLocale(splitLocale(window.location.pathname).locale), []);
  return (
    <main style={{ padding: '5rem 1rem', textAlign: 'center' }}>
      <h1>{strings[locale].unmatched}</h1>
      <Link href={localePath(locale, '/')}>{strings[locale].goHome}</Link>
    </main>
  );
}
