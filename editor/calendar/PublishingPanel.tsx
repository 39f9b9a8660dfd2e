import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import type { EditableEntry } from '../../api-client';
import { calendarApi, type ScheduleAction, type ScheduleRow } from '../../api-client/calendar';
import { useLocale, useT } from '../../i18n';
import { failureText, useEditorApi } from '../use-editor';
import ScheduleTable from './ScheduleTable';
import { formatWhen, localInputToIso, useTimeZone } from './time';
import editorStyles from '../Editor.module.css';
import styles from './Calendar.module.css';

/** What the panel needs of the entry: pages and news-kind entries both give it. */
export type PublishedEntry = Pick<EditableEntry, 'id' | 'version' | 'published'>;

interface Props {
  entry: PublishedEntry;
  readOnly: boolean;
  /** Unpublishing made a new version: the editor reloads its form from it. */
  onChanged: (entry: EditableEntry) => void;
}

type Note = { tone: 'ok' | 'error'; text: string } | null;

/** An entry's publishing: is it live, unpublish now, schedule a publish or unpublish in the editor's zone, its schedules. */
export default function PublishingPanel({ entry, readOnly, onChanged }: Props) {
  const t = useT();
  const locale = useLocale();
  const api = useEditorApi();
  const zone = useTimeZone();
  const schedules = useSWR(['calendar/entry', entry.id], () => calendarApi.schedules(api, { entryId: entry.id }));
  const [action, setAction] = useState<ScheduleAction>('publish');
  const [when, setWhen] = useState('');
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<string>) {
    setBusy(true);
    try {
      setNote({ tone: 'ok', text: await work() });
    } catch (error) {
      setNote({ tone: 'error', text: t('calendar.failed', { message: failureText(error) }) });
    } finally {
      setBusy(false);
    }
  }

  const unpublish = () =>
    run(async () => {
      onChanged(await calendarApi.unpublish(api, entry.id, entry.version));
      return t('calendar.publishing.unpublished');
    });

  const schedule = () =>
    run(async () => {
      const runAt = localInputToIso(when);
      if (!runAt || !zone) throw new Error(t('calendar.publishing.needWhen'));
      const made = await calendarApi.schedule(api, { entryId: entry.id, action, runAt, timeZone: zone });
      await schedules.mutate();
      setWhen('');
      return t('calendar.publishing.scheduled', { action: t(`calendar.action.${made.action}`), when: formatWhen(made.runAt, zone, locale) });
    });

  const cancel = (row: ScheduleRow) =>
    run(async () => {
      await calendarApi.cancel(api, row.id);
      await schedules.mutate();
      return t('calendar.cancelled');
    });

  const pending = (schedules.data ?? []).filter((row) => row.state === 'pending' || row.state === 'failed');
  return (
    <section aria-labelledby="publishing-heading" className={editorStyles.panel}>
      <h2 id="publishing-heading">{t('calendar.publishing.heading')}</h2>
      <p>{entry.published ? t('calendar.publishing.live') : t('calendar.publishing.notLive')}</p>
      {entry.published && !readOnly ? (
        <button type="button" disabled={busy} onClick={unpublish}>{t('calendar.publishing.unpublish')}</button>
      ) : null}
      {note ? <p role={note.tone === 'ok' ? 'status' : 'alert'} className={note.tone === 'ok' ? editorStyles.ok : editorStyles.error}>{note.text}</p> : null}
      {readOnly ? null : (
        <fieldset className={editorStyles.group}>
          <legend>{t('calendar.publishing.scheduleHeading')}</legend>
          <div className={styles.scheduleForm}>
            <div className={editorStyles.field}>
              <label htmlFor="schedule-action">{t('calendar.publishing.what')}</label>
              <select id="schedule-action" value={action} onChange={(e) => setAction(e.target.value as ScheduleAction)}>
                <option value="publish">{t('calendar.publishing.publish')}</option>
                <option value="unpublish">{t('calendar.publishing.unpublishAction')}</option>
              </select>
            </div>
            <div className={editorStyles.field}>
              <label htmlFor="schedule-when">{t('calendar.publishing.when')}</label>
              <input id="schedule-when" type="datetime-local" value={when} aria-describedby="schedule-zone" onChange={(e) => setWhen(e.target.value)} />
            </div>
            <button type="button" disabled={busy || !zone} onClick={schedule}>{t('calendar.publishing.schedule')}</button>
          </div>
          <p id="schedule-zone" className={styles.zone}>{zone ? t('calendar.zone', { zone }) : null}</p>
        </fieldset>
      )}
      <h3>{t('calendar.publishing.upcoming')}</h3>
      {zone && pending.length ? (
        <ScheduleTable rows={pending} zone={zone} caption={t('calendar.publishing.upcoming')} onCancel={readOnly ? undefined : cancel} busy={busy} />
      ) : (
        <p>{t('calendar.publishing.none')}</p>
      )}
      <p><Link href="/editor/calendar/">{t('calendar.publishing.open')}</Link></p>
    </section>
  );
}
