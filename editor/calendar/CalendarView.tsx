import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { calendarApi, type ScheduleRow } from '../../api-client/calendar';
import { useLocale, useT } from '../../i18n';
import { failureText, useEditorApi, useStaff } from '../use-editor';
import ScheduleTable from './ScheduleTable';
import { dayOf, formatDay, useTimeZone } from './time';
import editorStyles from '../Editor.module.css';
import styles from './Calendar.module.css';

/** What ran in the last week stays listed, so an editor sees what went live (or failed) lately. */
const PAST_DAYS = 7;

/** /editor/calendar/: every scheduled publish and unpublish, day by day in the editor's time zone, with cancel. */
export default function CalendarView() {
  const t = useT();
  const locale = useLocale();
  const api = useEditorApi();
  const zone = useTimeZone();
  const readOnly = useStaff().staff?.role === 'viewer';
  const [from] = useState(() => new Date(Date.now() - PAST_DAYS * 86_400_000).toISOString());
  const list = useSWR(['calendar/all', from], () => calendarApi.schedules(api, { from }), { refreshInterval: 30_000 });
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const days = useMemo(() => {
    const byDay = new Map<string, ScheduleRow[]>();
    if (zone) for (const row of list.data ?? []) byDay.set(dayOf(row.runAt, zone), [...(byDay.get(dayOf(row.runAt, zone)) ?? []), row]);
    return [...byDay.entries()];
  }, [list.data, zone]);

  async function cancel(row: ScheduleRow) {
    setBusy(true);
    try {
      await calendarApi.cancel(api, row.id);
      await list.mutate();
      setNote({ tone: 'ok', text: t('calendar.cancelled') });
    } catch (error) {
      setNote({ tone: 'error', text: t('calendar.failed', { message: failureText(error) }) });
    } finally {
      setBusy(false);
    }
  }

  const dayName = (day: string) => formatDay(day, locale);
  return (
    <div className={editorStyles.editor}>
      <h1>{t('calendar.heading')}</h1>
      <p>{t('calendar.intro')}</p>
      {zone ? <p className={styles.zone}>{t('calendar.zone', { zone })}</p> : null}
      {note ? <p role={note.tone === 'ok' ? 'status' : 'alert'} className={note.tone === 'ok' ? editorStyles.ok : editorStyles.error}>{note.text}</p> : null}
      {list.error ? <p role="alert" className={editorStyles.error}>{t('calendar.loadFailed', { message: failureText(list.error) })}</p> : null}
      {list.data && list.data.length === 0 ? <p>{t('calendar.empty')}</p> : null}
      {zone
        ? days.map(([day, rows]) => (
            <section key={day} aria-labelledby={`day-${day}`}>
              <h2 id={`day-${day}`} className={styles.day}>{dayName(day)}</h2>
              <ScheduleTable rows={rows} zone={zone} caption={dayName(day)} showPage onCancel={readOnly ? undefined : cancel} busy={busy} />
            </section>
          ))
        : null}
    </div>
  );
}
