import Link from 'next/link';
import { translator } from '../i18n';

/** Only for paths that never reach the catch-all route (spec §2: unmatched routes). */
export default function NotFound() {
  const t = translator('en');
  return (
    <main style={{ padding: '5rem 1rem', textAlign: 'center' }}>
      <h1>{t('error.unmatched')}</h1>
      <Link href="/">{t('error.goHome')}</Link>
    </main>
  );
}
