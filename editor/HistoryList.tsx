import type { ReactNode } from 'react';
import type { HistoryRow } from '../api-client';
import { useT } from '../i18n';
import styles from './Editor.module.css';

/** '2026-11-22T20:01:02.123Z' -> '2026-11-22 20:01 UTC': the same for every editor, whatever their time zone. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** Who changed an entry, when, and what (newest first); `actions` adds controls to a row (compare, restore). */
export default function HistoryList({ rows, actions, children }: { rows: HistoryRow[] | undefined; actions?: (row: HistoryRow) => ReactNode; children?: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby="history-heading" className={styles.panel}>
      <h2 id="history-heading">{t('editor.history.heading')}</h2>
      {rows && rows.length === 0 ? <p>{t('editor.history.empty')}</p> : null}
      <ol className={styles.history}>
        {(rows ?? []).map((row) => (
          <li key={row.id}>
            <span>{t('editor.history.row', { action: t(`editor.history.${row.action}`), who: row.staffEmail, when: when(row.createdAt) })}</span>
            {row.action === 'save' || row.action === 'create' || row.action === 'restore' ? <span className={styles.summary}>{row.summary}</span> : null}
            {actions?.(row)}
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
