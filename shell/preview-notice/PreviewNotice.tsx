import { useState } from 'react';
import { useT } from '../../i18n';
import styles from './PreviewNotice.module.css';

/** Tells staff they are looking at drafts (preview needs both ispreview and pretoken); the close control clears the notice. */
export default function PreviewNotice({ preview }: { preview: boolean }) {
  const t = useT();
  const [shown, setShown] = useState(true);
  if (!preview || !shown) return null;
  return (
    <div className={styles.notice} role="status">
      <span>{t('shell.preview')}</span>
      <button type="button" className={styles.close} aria-label={t('shell.closePreview')} onClick={() => setShown(false)}>
        ×
      </button>
    </div>
  );
}
