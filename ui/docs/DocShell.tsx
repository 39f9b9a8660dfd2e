import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { useSiteHref } from '../shared/href';
import styles from './Docs.module.css';

/** Documentation page frame: navigation aside (product menu, tree) and the main column with 'Return to doc centre'. */
export default function DocShell({ aside, asideLabel, children, back = true }: { aside?: ReactNode; asideLabel?: string; children: ReactNode; back?: boolean }) {
  const t = useT();
  const href = useSiteHref();
  return (
    <div className={styles.shell}>
      {aside ? (
        <nav className={styles.aside} aria-label={asideLabel}>
          {aside}
        </nav>
      ) : null}
      <div className={styles.main} style={aside ? undefined : { gridColumn: '1 / -1' }}>
        {back ? (
          <a className={styles.back} href={href('/docs/')}>
            ← {t('docs.returnToCentre')}
          </a>
        ) : null}
        {children}
      </div>
    </div>
  );
}
