import { useState } from 'react';
import type { EditableEntry } from '../../api-client';
import { calendarApi } from '../../api-client/calendar';
import { useT } from '../../i18n';
import { failureText, useEditorApi } from '../use-editor';
import Schedules, { type Note } from './Schedules';
import editorStyles from '../Editor.module.css';

/** What the panel needs of the entry: pages and news-kind entries both give it. */
export type PublishedEntry = Pick<EditableEntry, 'id' | 'version' | 'published'>;

interface Props {
  entry: PublishedEntry;
  readOnly: boolean;
  /** Unpublishing made a new version: the editor reloads its form from it. */
  onChanged: (entry: EditableEntry) => void;
}

/** An entry's publishing: is it live, unpublish now, schedule a publish or unpublish in the editor's zone, its schedules. */
export default function PublishingPanel({ entry, readOnly, onChanged }: Props) {
  const t = useT();
  const api = useEditorApi();
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);

  async function unpublish() {
    setBusy(true);
    try {
      onChanged(await calendarApi.unpublish(api, entry.id, entry.version));
      setNote({ tone: 'ok', text: t('calendar.publishing.unpublished') });
    } catch (error) {
      setNote({ tone: 'error', text: t('calendar.failed', { message: failureText(error) }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="publishing-heading" className={editorStyles.panel}>
      <h2 id="publishing-heading">{t('calendar.publishing.heading')}</h2>
      <p>{entry.published ? t('calendar.publishing.live') : t('calendar.publishing.notLive')}</p>
      {entry.published && !readOnly ? (
        <button type="button" disabled={busy} onClick={unpublish}>{t('calendar.publishing.unpublish')}</button>
      ) : null}
      {note ? <p role={note.tone === 'ok' ? 'status' : 'alert'} className={note.tone === 'ok' ? editorStyles.ok : editorStyles.error}>{note.text}</p> : null}
      <Schedules target={{ entryId: entry.id }} readOnly={readOnly} report={setNote} />
    </section>
  );
}
