import type { ReactNode } from 'react';
import type { WebInfo } from '../../api-client';
import { LOCALE_VALUE, useLocale, useT } from '../../i18n';
import styles from './Layout.module.css';

/** Page frame: header, main region, footer. The header and footer grow in modules/header and modules/footer. */
export default function Layout({ web, children }: { web: WebInfo | null; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const copyright = web?.copyright.find((c) => c.languageCode === LOCALE_VALUE[locale])?.text ?? '';
  return (
    <div className={styles.page}>
      <main id="main" className={styles.main} aria-label={t('shell.main')}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>{copyright}</p>
      </footer>
    </div>
  );
}
