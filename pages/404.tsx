import Link from 'next/link';
import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE, localePath, splitLocale, translator, type Locale } from '../i18n';

/**
 * Only for paths that never reach the catch-all route (spec §2: unmatched routes). The page is static, so the
 * language is read from the address once in the browser.
 */
export default function NotFound() {
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  useEffect(() => setLocale(splitLocale(window.location.pathname).locale), []);
  const t = translator(locale);
  return (
    <main style={{ padding: '5rem 1rem', textAlign: 'center' }}>
      <h1>{t('error.unmatched')}</h1>
      <Link href={localePath(locale, '/')}>{t('error.goHome')}</Link>
    </main>
  );
}
