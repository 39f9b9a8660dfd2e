import { useState } from 'react';
import type { ApiClient, HistoryRow } from '../../api-client';
import type { RevisionDiff as Diff } from '../../api-client/calendar';
import { useT } from '../../i18n';
import HistoryList from '../HistoryList';
import { failureText, useEditorApi } from '../use-editor';
import RevisionDiff from './RevisionDiff';
import styles from './Calendar.module.css';

/** Where a thing's revisions are compared and restored: an entry's, or a documentation node's in one language. */
export interface Revisions {
  diff: (api: ApiClient, revisionId: number) => Promise<Diff>;
  /** Makes the revision's content the draft (the current version is checked as for a save). */
  restore: (api: ApiClient, revisionId: number) => Promise<unknown>;
}

interface Props {
  revisions: Revisions;
  rows: HistoryRow[] | undefined;
  readOnly: boolean;
  /** A restore made a new draft (and version): the editor reloads its form from it. */
  onRestored: (version: number) => void;
  onFailed: (message: string) => void;
}

/** The history with, on each revision, Compare (with the current draft) and Restore (as a new draft). */
export default function RevisionHistory({ revisions, rows, readOnly, onRestored, onFailed }: Props) {
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

  const compare = (row: HistoryRow) => run(async () => setDiff(await revisions.diff(api, row.id)));
  const restore = (row: HistoryRow) =>
    run(async () => {
      await revisions.restore(api, row.id);
      setDiff(null);
      onRestored(row.version);
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
