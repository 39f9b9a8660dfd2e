import { randomUUID } from 'node:crypto';
import type { EntryRow } from '../content';
import type { Queryable, Store } from '../store';
import type { ScheduleAction } from '../../contract/api-types';
import { config } from '../../config';
import { startPoller } from '../poller';
import type { Actor } from './entries';
import { lockedRow, lockTree, publishDocRow } from './doc-nodes';
import { unpublishDocRow } from './doc-removal';
import { draftKind } from './draft-kinds';
import { unpublishRow } from './revisions';
import { announceDocs, announceEntry } from './announce';
import type { Lang } from '../../contract/langs';

/** Names this process in schedules.ran_by: which instance ran a schedule (each runs it once, whoever claims it). */
const INSTANCE = `${process.pid}-${randomUUID().slice(0, 8)}`;

interface DueRow {
  id: number;
  entry_id: number | null;
  doc_id: number | null;
  doc_lang: Lang | null;
  action: ScheduleAction;
  staff_id: number | null;
  staff_email: string;
}

/** What a ran schedule changed, for caches and the CDN: as after the same publish or unpublish made by hand. */
type Announce = () => void;

/** Publishes or unpublishes what the schedule names, in the caller's transaction; returns the new version and its announcement. */
async function apply(q: Queryable, due: DueRow, actor: Actor): Promise<{ version: number; announce: Announce }> {
  const publish = due.action === 'publish';
  if (due.doc_id !== null && due.doc_lang !== null) {
    const tree = await lockTree(q, due.doc_lang);
    const row = lockedRow(tree, due.doc_id);
    const node = publish ? await publishDocRow(q, actor, tree, row, 'published (scheduled)') : await unpublishDocRow(q, actor, row, 'unpublished (scheduled)');
    return { version: node.version, announce: () => announceDocs(node.lang) };
  }
  const [row] = await q.query<EntryRow>('SELECT * FROM entries WHERE id = $1 FOR UPDATE', [due.entry_id]);
  const entry = publish ? await draftKind(row.kind).publish(q, actor, row, 'published (scheduled)') : await unpublishRow(q, actor, row, 'unpublished (scheduled)');
  return { version: entry.version, announce: () => announceEntry(entry) };
}

/**
 * Runs one due schedule, if any. The claim (FOR UPDATE SKIP LOCKED), the publish and the "done" mark are one
 * transaction: another instance skips the claimed row, and a crash before the commit leaves it pending for the next
 * poll. A publish that is refused (nothing to publish, content no longer valid) marks the schedule failed with why.
 */
async function runOne(store: Store): Promise<{ ran: boolean; announce: Announce | null }> {
  return store.tx(async (q) => {
    const [due] = await q.query<DueRow>(
      `SELECT id, entry_id, doc_id, doc_lang, action, staff_id, staff_email FROM schedules WHERE state = 'pending' AND run_at <= now()
       ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!due) return { ran: false, announce: null };
    const actor = { staffId: due.staff_id, email: due.staff_email } as Actor;
    await q.query('SAVEPOINT run_schedule');
    try {
      const { version, announce } = await apply(q, due, actor);
      await q.query('RELEASE SAVEPOINT run_schedule');
      await q.query(`UPDATE schedules SET state = 'done', ran_at = now(), ran_by = $2, outcome = $3 WHERE id = $1`, [due.id, INSTANCE, `version ${version}`]);
      return { ran: true, announce };
    } catch (error) {
      await q.query('ROLLBACK TO SAVEPOINT run_schedule');
      const why = ((error as Error).message || String(error)).slice(0, 500);
      await q.query(`UPDATE schedules SET state = 'failed', ran_at = now(), ran_by = $2, outcome = $3 WHERE id = $1`, [due.id, INSTANCE, why]);
      const what = due.doc_id !== null ? `doc node ${due.doc_id} ${due.doc_lang}` : `entry ${due.entry_id}`;
      console.warn('[schedules] schedule %d (%s of %s) failed: %s', due.id, due.action, what, why);
      return { ran: true, announce: null };
    }
  });
}

/** Runs every schedule that is due now; returns how many ran. Caches and the CDN hear of each change as after a publish. */
export async function runDueSchedules(store: Store): Promise<number> {
  let count = 0;
  for (;;) {
    const { ran, announce } = await runOne(store);
    if (!ran) return count;
    count++;
    announce?.();
  }
}

/**
 * The poller every process runs: once at start (a schedule missed while every instance was down runs now), then
 * every SCHEDULE_POLL_MS.
 */
export function startScheduleRunner(store: Store) {
  const failed = (error: unknown) => console.error('[schedules] poll failed: %s', (error as Error).message);
  const poller = startPoller({ run: () => runDueSchedules(store), delayMs: () => config().SCHEDULE_POLL_MS, immediate: true, failed });
  return {
    async stop() {
      await poller.halt();
    },
  };
}
