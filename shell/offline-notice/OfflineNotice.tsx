import { useT } from '../../i18n';
import styles from './OfflineNotice.module.css';
import { useOnline } from './useOnline';

/**
 * A small notice while the browser is offline. The live region is always present (empty when online) so that screen
 * readers announce the message when it appears, politely.
 */
export default function OfflineNotice() {
  const t = useT();
  const online = useOnline();
  return (
    <div aria-live="polite" className={styles.region}>
      {online ? null : <p className={styles.notice}>{t('shell.offline')}</p>}
    </div>
  );
}
