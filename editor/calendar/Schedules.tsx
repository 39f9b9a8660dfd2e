import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { calendarApi, type ScheduleAction, type ScheduleRow, type ScheduleTarget } from '../../api-client/calendar';
import { useLocale, useT } from '../../i18n';
import { failureText, useEditorApi } from '../use-editor';
import ScheduleTable from './ScheduleTable';
import { formatWhen, localInputToIso, useTimeZone } from './time';
import editorStyles from '../Editor.module.css';
import styles from './Calendar.module.css';

export type Note = { tone: 'ok' | 'error'; text: string };

interface Props {
  /** An entry, or a documentation node in one language. */
  target: ScheduleTarget;
  readOnly: boolean;
  /** Says how a schedule or a cancel went, where the screen reports outcomes. */
  report: (note: Note) => void;
}

const targetKey = (target: ScheduleTarget) => ('entryId' in target ? `entry:${target.entryId}` : `doc:${target.docId}:${target.lang}`);

/** Schedule a publish or unpublish in the editor's time zone, and what is scheduled (cancel a pending one). */
export default function Schedules({ target, readOnly, report }: Props) {
  const t = useT();
  const locale = useLocale();
  const api = useEditorApi();
  const zone = useTimeZone();
  const schedules = useSWR(['calendar/target', targetKey(target)], () => calendarApi.schedules(api, target));
  const [action, setAction] = useState<ScheduleAction>('publish');
  const [when, setWhen] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<string>) {
    setBusy(true);
    try {
      report({ tone: 'ok', text: await work() });
    } catch (error) {
      report({ tone: 'error', text: t('calendar.failed', { message: failureText(error) }) });
    } finally {
      setBusy(false);
    }
  }

  const schedule = () =>
    run(async () => {
      const runAt = localInputToIso(when);
      if (!runAt || !zone) throw new Error(t('calendar.publishing.needWhen'));
      const made = await calendarApi.schedule(api, { ...target, action, runAt, timeZone: zone });
      await schedules.mutate();
      // Emptied for the next one, unless the editor has typed another time meanwhile.
      setWhen((current) => (current === when ? '' : current));
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
    <>
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
    </>
  );
}
