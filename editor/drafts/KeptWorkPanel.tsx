import * as Dialog from '@radix-ui/react-dialog';
import { useId, useMemo } from 'react';
import { useT } from '../../i18n';
import { conflictRows } from './conflict-rows';
import type { ConflictState, KeptWork } from './use-kept-work';
import { failureText } from '../use-editor';
import styles from './KeptWork.module.css';

const when = (iso: string) => new Date(iso).toLocaleString();

/** Unsaved work from an earlier visit: restore it into the form or discard it. */
function RestoreNotice({ kept }: { kept: KeptWork }) {
  const t = useT();
  if (!kept.restorable) return null;
  return (
    <div className={styles.notice} role="status">
      <p>{t('editorDrafts.restore.notice', { time: when(kept.restorable.savedAt) })}</p>
      {kept.olderVersion ? <p>{t('editorDrafts.restore.older', { version: kept.olderVersion })}</p> : null}
      <div className={styles.actions}>
        <button type="button" onClick={kept.restore}>{t('editorDrafts.restore.restore')}</button>
        <button type="button" onClick={kept.discard}>{t('editorDrafts.restore.discard')}</button>
      </div>
    </div>
  );
}

/**
 * Every field the form or the API refused, by name; each links to its field. Not an alert of its own: the screen's
 * status line announces the failure and the cursor goes to the first field, which reads out its message.
 */
function ErrorSummary({ kept }: { kept: KeptWork }) {
  const t = useT();
  const headingId = useId();
  if (!kept.summary.length) return null;
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <p id={headingId}>{t('editorDrafts.errors.heading')}</p>
      <ul>
        {kept.summary.map((item, index) => (
          <li key={index}>
            {item.target?.id ? (
              <a href={`#${item.target.id}`} onClick={(event) => { event.preventDefault(); item.target?.focus(); }}>
                {item.name || t('editorDrafts.errors.unnamed')}: {item.message}
              </a>
            ) : (
              <>{item.name || t('editorDrafts.errors.unnamed')}: {item.message}</>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Your unsaved work beside the version someone else saved, field by field, and the three ways on. */
function ConflictDialog({ kept, conflict }: { kept: KeptWork; conflict: ConflictState<unknown> }) {
  const t = useT();
  const { current } = conflict;
  const rows = useMemo(
    () => (current ? conflictRows(kept.toDraft(kept.base), kept.toDraft(conflict.mine), kept.toDraft(kept.fromEntry(current.entry)), t) : []),
    [current, conflict.mine, kept, t],
  );
  const last = current?.lastChange;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : kept.closeConflict())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby="conflict-who">
          <Dialog.Title asChild><h2>{t('editorDrafts.conflict.title')}</h2></Dialog.Title>
          <p id="conflict-who">
            {last
              ? t('editorDrafts.conflict.who', { who: last.staffName ? `${last.staffName} (${last.staffEmail})` : last.staffEmail, version: last.version, time: when(last.at) })
              : t('editorDrafts.conflict.unknown')}
          </p>
          {conflict.loadError ? <p role="alert">{failureText(conflict.loadError)}</p> : null}
          {!current && !conflict.loadError ? <p aria-busy="true">{t('editorDrafts.conflict.loading')}</p> : null}
          {current && rows.length === 0 ? <p>{t('editorDrafts.conflict.same')}</p> : null}
          {rows.length ? (
            <table className={styles.diff}>
              <thead>
                <tr>
                  <th scope="col">{t('editorDrafts.conflict.field')}</th>
                  <th scope="col">{t('editorDrafts.conflict.mine')}</th>
                  <th scope="col">{t('editorDrafts.conflict.theirs')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">
                      {row.field}
                      {row.byThem ? <span className={styles.byThem}>{t('editorDrafts.conflict.byThem')}</span> : null}
                    </th>
                    <td>{row.mine}</td>
                    <td>{row.theirs}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {conflict.copyFailed ? (
            <>
              <label htmlFor="conflict-copy">{t('editorDrafts.conflict.copyFailed')}</label>
              <textarea id="conflict-copy" className={styles.copyBox} rows={8} readOnly value={JSON.stringify(kept.toDraft(conflict.mine), null, 2)} />
            </>
          ) : null}
          <div className={styles.actions}>
            <button type="button" disabled={!current} onClick={() => void kept.keepMine()}>{t('editorDrafts.conflict.keepMine')}</button>
            <button type="button" disabled={!current} onClick={() => kept.takeTheirs()}>{t('editorDrafts.conflict.takeTheirs')}</button>
            <button type="button" disabled={!current} onClick={() => void kept.copyMine()}>{t('editorDrafts.conflict.copyMine')}</button>
            <Dialog.Close asChild><button type="button">{t('editorDrafts.conflict.close')}</button></Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What the shared safety net shows inside an editor form: restore notice, offline state, error summary, conflict dialog. */
export default function KeptWorkPanel({ kept }: { kept: KeptWork }) {
  const t = useT();
  return (
    <>
      <RestoreNotice kept={kept} />
      {kept.notice === 'restored' ? <p role="status">{t('editorDrafts.restore.restored')}</p> : null}
      {kept.notice === 'offline' ? <p role="status" className={styles.notice}>{t('editorDrafts.offline.waiting')}</p> : null}
      {kept.notice === 'retrying' ? <p role="status">{t('editorDrafts.offline.retrying')}</p> : null}
      <ErrorSummary kept={kept} />
      {kept.conflict ? <ConflictDialog kept={kept} conflict={kept.conflict} /> : null}
    </>
  );
}
