import { useState } from 'react';
import type { EditableEntry, HistoryRow } from '../../api-client';
import { calendarApi, type RevisionDiff as Diff } from '../../api-client/calendar';
import { useT } from '../../i18n';
import HistoryList from '../HistoryList';
import { failureText, useEditorApi } from '../use-editor';
import RevisionDiff from './RevisionDiff';
import type { PublishedEntry } from './PublishingPanel';
import styles from './Calendar.module.css';

interface Props {
  entry: PublishedEntry;
  rows: HistoryRow[] | undefined;
  readOnly: boolean;
  /** A restore made a new draft (and version): the editor reloads its form from it. */
  onRestored: (entry: EditableEntry, version: number) => void;
  onFailed: (message: string) => void;
}

/** The entry's history with, on each revision, Compare (with the current draft) and Restore (as a new draft). */
export default function RevisionHistory({ entry, rows, readOnly, onRestored, onFailed }: Props) {
  const t = useT();
  const api = useEditorApi();
  const [diff, setDiff] = useState<Diff | null>(null);
  const [busy, setBusy] = useState(false);

  async function run<T>(work: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    try {
      return await work();
    } catch (error) {
      onFailed(failureText(error));
      return null;
    } finally {
      setBusy(false);
    }
  }

  const compare = (row: HistoryRow) => run(async () => setDiff(await calendarApi.diff(api, entry.id, row.id)));
  const restore = (row: HistoryRow) =>
    run(async () => {
      const restored = await calendarApi.restore(api, entry.id, row.id, entry.version);
      setDiff(null);
      onRestored(restored, row.version);
    });

  return (
    <HistoryList
      rows={rows}
      actions={(row) =>
        row.action === 'delete' ? null : (
          <span className={styles.rowActions}>
            <button type="button" disabled={busy} aria-label={t('calendar.revisions.compareNamed', { version: row.version })} onClick={() => compare(row)}>
              {t('calendar.revisions.compare')}
            </button>
            {readOnly ? null : (
              <button type="button" disabled={busy} aria-label={t('calendar.revisions.restoreNamed', { version: row.version })} onClick={() => restore(row)}>
                {t('calendar.revisions.restore')}
              </button>
            )}
          </span>
        )
      }
    >
      {diff ? <RevisionDiff diff={diff} onClose={() => setDiff(null)} /> : null}
    </HistoryList>
  );
}
