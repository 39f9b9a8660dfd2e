import Link from 'next/link';
import type { ScheduleRow } from '../../api-client/calendar';
import { useLocale, useT } from '../../i18n';
import { formatWhen } from './time';
import { docsEditorHref, editorPageHref } from '../paths';
import { editorNewsHref } from '../news/paths';
import editorStyles from '../Editor.module.css';
import styles from './Calendar.module.css';

interface Props {
  rows: ScheduleRow[];
  zone: string;
  caption: string;
  /** The page column (the calendar lists many pages; a page's own panel does not). */
  showPage?: boolean;
  /** Absent for viewers: they see schedules but cannot cancel them. */
  onCancel?: (row: ScheduleRow) => void;
  busy?: boolean;
}

/** Where the scheduled content is edited. */
function editorHref(row: ScheduleRow): string {
  if (row.docId !== null) return docsEditorHref(row.lang, row.docId);
  return row.kind === 'news' ? editorNewsHref(row.entryId!) : editorPageHref(row.entryId!);
}

/** Schedules as a table: when (in the editor's zone), what, which page, state (with why it failed), cancel. */
export default function ScheduleTable({ rows, zone, caption, showPage, onCancel, busy }: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <table className={editorStyles.table}>
      <caption className={editorStyles.visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('calendar.col.when')}</th>
          <th scope="col">{t('calendar.col.action')}</th>
          {showPage ? <th scope="col">{t('calendar.col.page')}</th> : null}
          <th scope="col">{t('calendar.col.state')}</th>
          <th scope="col">{t('calendar.col.by')}</th>
          {onCancel ? <td /> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const when = formatWhen(row.runAt, zone, locale);
          const action = t(`calendar.action.${row.action}`);
          const page = `${row.title} (${row.path}, ${row.lang})`;
          return (
            <tr key={row.id} className={row.state === 'pending' ? styles.pending : undefined}>
              <td><time dateTime={row.runAt}>{when}</time></td>
              <td>{action}</td>
              {showPage ? <td><Link href={editorHref(row)}>{page}</Link></td> : null}
              <td>
                {t(`calendar.state.${row.state}`)}
                {row.state === 'failed' ? <span className={editorStyles.summary}>{row.outcome}</span> : null}
              </td>
              <td>{row.staffEmail}</td>
              {onCancel ? (
                <td>
                  {row.state === 'pending' ? (
                    <button type="button" disabled={busy} aria-label={t('calendar.cancelNamed', { action, page, when })} onClick={() => onCancel(row)}>
                      {t('calendar.cancel')}
                    </button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
