import { useRef, useState, type ComponentType, type MutableRefObject, type ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import type { HistoryRow } from '../api-client';
import { useT } from '../i18n';
import EditorStatus, { type Status } from './EditorStatus';
import LiveSplit, { type OnDraft } from './preview/LiveSplit';
import PublishingPanel, { type PublishedEntry } from './calendar/PublishingPanel';
import RevisionHistory from './calendar/RevisionHistory';
import { calendarApi } from '../api-client/calendar';
import LanguagesPanel from './translation/LanguagesPanel';
import type { KeptWork } from './drafts/use-kept-work';
import { failureText, useStaff } from './use-editor';
import styles from './Editor.module.css';

/** What the form of an entry screen is given: the entry as stored, and the screen's status, preview and reload. */
export interface EntryFormProps<E> {
  entry: E;
  setStatus: (status: Status) => void;
  onDraft: OnDraft;
  onSaved: (saved: E) => void;
  /** Shows the entry as the server holds it (`current` when the form has it already) in a fresh form; `copied` when the editor's own work went to the clipboard. */
  onReload: (copied: boolean, current?: E) => void;
  /** Set to the mounted form's kept work (useLatestKept), which the screen's unpublish tells what it made. */
  keptOut: MutableRefObject<KeptWork | null>;
}

interface Props<E extends PublishedEntry & { lang: string }> {
  entry: SWRResponse<E>;
  history: SWRResponse<HistoryRow[]>;
  /** The entry's address on the site, which the live preview renders. */
  pathOf: (entry: E) => string;
  /** Where another language's version is edited. */
  hrefOf: (id: number) => string;
  loading: string;
  /** Above the preview: the way back, the heading, what the entry is. */
  header: (entry: E) => ReactNode;
  Form: ComponentType<EntryFormProps<E>>;
}

/**
 * One entry's editing screen, the same for pages and news-kind entries: the form beside its live preview, the
 * outcome of the last action, publishing and schedules, languages, and the history with compare and restore.
 */
export default function EntryScreen<E extends PublishedEntry & { lang: string }>({ entry, history, pathOf, hrefOf, loading, header, Form }: Props<E>) {
  const t = useT();
  const [status, setStatus] = useState<Status>(null);
  const [generation, setGeneration] = useState(0);
  const readOnly = useStaff().staff?.role === 'viewer';
  const formKept = useRef<KeptWork | null>(null);
  const data = entry.data;
  const restart = () => setGeneration((g) => g + 1);
  /** A new version made outside the form (a restored revision): the form starts again from the entry as stored. */
  const reloadFromServer = async () => {
    await entry.mutate();
    void history.mutate();
    restart();
  };

  if (entry.error) return <p role="alert" className={styles.error}>{t('editor.error.load', { message: failureText(entry.error) })}</p>;
  if (!data) return <p aria-busy="true">{loading}</p>;
  return (
    <div className={styles.editor}>
      {header(data)}
      {/* The entry as the site renders it, in its language, from what the form holds now. */}
      {/* One preview per entry: its channel is fixed when it opens. */}
      <LiveSplit key={data.id} target={{ id: data.id, path: pathOf(data), lang: data.lang }}>
        {(onDraft) => (
          <>
            <EditorStatus status={status} onReload={async () => { setStatus(null); await entry.mutate(); restart(); }} />
            {/* Each entry and each new version of it (saved, published or reloaded) starts a fresh form from what the server holds. */}
            <Form
              key={`${data.id}-${data.version}-${generation}`}
              entry={data}
              keptOut={formKept}
              setStatus={setStatus}
              onDraft={onDraft}
              onSaved={(saved) => {
                void entry.mutate(saved, { revalidate: false });
                void history.mutate();
              }}
              onReload={async (copied, current) => {
                setStatus(copied ? { tone: 'ok', text: t('editorDrafts.conflict.copied') } : null);
                await (current ? entry.mutate(current, { revalidate: false }) : entry.mutate());
                restart();
              }}
            />
            {/* Unpublish makes a version with the same fields from the one the form shows: what was typed follows it. */}
            <PublishingPanel
              entry={data}
              readOnly={readOnly}
              onChanged={(unpublished) => {
                formKept.current?.movedTo(unpublished.version, { entryId: data.id, version: data.version });
                // The new version alone starts the fresh form: a second one would find the work no longer marked carried.
                void entry.mutate();
                void history.mutate();
              }}
            />
            <LanguagesPanel entryId={data.id} version={data.version} readOnly={readOnly} hrefOf={hrefOf} />
            <RevisionHistory
              revisions={{
                diff: (api, revisionId) => calendarApi.diff(api, data.id, revisionId),
                restore: (api, revisionId) => calendarApi.restore(api, data.id, revisionId, data.version),
              }}
              rows={history.data}
              readOnly={readOnly}
              onRestored={async (version) => {
                await reloadFromServer();
                setStatus({ tone: 'ok', text: t('calendar.revisions.restored', { version }) });
              }}
              onFailed={(message) => setStatus({ tone: 'error', text: t('calendar.failed', { message }) })}
            />
          </>
        )}
      </LiveSplit>
    </div>
  );
}
