import { randomUUID } from 'node:crypto';
import type { EntryRow } from '../content';
import type { Store } from '../store';
import type { ScheduleAction } from '../../contract/api-types';
import { config } from '../../config';
import type { Actor, EditableEntry } from './entries';
import { draftKind } from './draft-kinds';
import { unpublishRow } from './revisions';
import { announceEntry } from './announce';

/** Names this process in schedules.ran_by: which instance ran a schedule (each runs it once, whoever claims it). */
const INSTANCE = `${process.pid}-${randomUUID().slice(0, 8)}`;

interface DueRow {
  id: number;
  entry_id: number;
  action: ScheduleAction;
  staff_id: number | null;
  staff_email: string;
}

/**
 * Runs one due schedule, if any. The claim (FOR UPDATE SKIP LOCKED), the publish and the "done" mark are one
 * transaction: another instance skips the claimed row, and a crash before the commit leaves it pending for the next
 * poll. A publish that is refused (nothing to publish, content no longer valid) marks the schedule failed with why.
 */
async function runOne(store: Store): Promise<{ ran: boolean; entry: EditableEntry | null }> {
  return store.tx(async (q) => {
    const [due] = await q.query<DueRow>(
      `SELECT id, entry_id, action, staff_id, staff_email FROM schedules WHERE state = 'pending' AND run_at <= now()
       ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!due) return { ran: false, entry: null };
    const actor = { staffId: due.staff_id, email: due.staff_email } as Actor;
    await q.query('SAVEPOINT run_schedule');
    try {
      const [row] = await q.query<EntryRow>('SELECT * FROM entries WHERE id = $1 FOR UPDATE', [due.entry_id]);
      const entry =
        due.action === 'publish'
          ? await draftKind(row.kind).publish(q, actor, row, 'published (scheduled)')
          : await unpublishRow(q, actor, row, 'unpublished (scheduled)');
      await q.query('RELEASE SAVEPOINT run_schedule');
      await q.query(`UPDATE schedules SET state = 'done', ran_at = now(), ran_by = $2, outcome = $3 WHERE id = $1`, [due.id, INSTANCE, `version ${entry.version}`]);
      return { ran: true, entry };
    } catch (error) {
      await q.query('ROLLBACK TO SAVEPOINT run_schedule');
      const why = ((error as Error).message || String(error)).slice(0, 500);
      await q.query(`UPDATE schedules SET state = 'failed', ran_at = now(), ran_by = $2, outcome = $3 WHERE id = $1`, [due.id, INSTANCE, why]);
      console.warn('[schedules] schedule %d (%s of entry %d) failed: %s', due.id, due.action, due.entry_id, why);
      return { ran: true, entry: null };
    }
  });
}

/** Runs every schedule that is due now; returns how many ran. Caches and the CDN hear of each change as after a publish. */
export async function runDueSchedules(store: Store): Promise<number> {
  let count = 0;
  for (;;) {
    const { ran, entry } = await runOne(store);
    if (!ran) return count;
    count++;
    if (entry) announceEntry(entry);
  }
}

/**
 * The poller every process runs: once at start (a schedule missed while every instance was down runs now), then
 * every SCHEDULE_POLL_MS.
 */
export function startScheduleRunner(store: Store) {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runDueSchedules(store)
      .catch((error) => {
        if (!stopped) console.error('[schedules] poll failed: %s', (error as Error).message);
      })
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, config().SCHEDULE_POLL_MS);
        timer.unref();
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
