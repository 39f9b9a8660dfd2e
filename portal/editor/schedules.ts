import { ApiError, CODE } from '../http';
import type { Queryable, Store } from '../store';
import type { StaffSession } from '../staff/session';
import type { ScheduleAction, ScheduleRow, ScheduleState } from '../../contract/api-types';
import { readEntry } from './entries';
import { nodePath, readRow as readDocRow, type DraftRow } from './doc-nodes';
import type { Lang } from '../../contract/langs';

interface StoredSchedule {
  id: number;
  entry_id: number | null;
  doc_id: number | null;
  action: ScheduleAction;
  run_at: Date | string;
  time_zone: string;
  state: ScheduleState;
  outcome: string;
  staff_email: string;
  ran_at: Date | string | null;
  kind: string;
  lang: string;
  title: string;
  path: string | null;
  /** A documentation node's own columns, to name its page (null for entries). */
  doc: DraftRow | null;
}

/** What a schedule publishes or unpublishes: an entry, or a documentation node's version in one language. */
export type ScheduleTarget = { entryId: number } | { docId: number; lang: Lang };

const iso = (v: Date | string) => new Date(v).toISOString();

function toRow(r: StoredSchedule): ScheduleRow {
  return {
    id: r.id, entryId: r.entry_id, docId: r.doc_id, action: r.action, runAt: iso(r.run_at), timeZone: r.time_zone, state: r.state, outcome: r.outcome,
    staffEmail: r.staff_email, ranAt: r.ran_at ? iso(r.ran_at) : null, kind: r.kind, lang: r.lang, title: r.title, path: (r.doc ? nodePath(r.doc) : r.path) ?? '',
  };
}

const SELECT = `SELECT s.*, COALESCE(e.kind, 'doc') AS kind, COALESCE(e.lang, s.doc_lang) AS lang, COALESCE(e.draft->>'title', e.title, d.name) AS title,
    COALESCE(e.draft->'data'->>'path', e.data->>'path', e.draft->'data'->>'url', e.data->>'url') AS path,
    CASE WHEN d.id IS NULL THEN NULL ELSE to_jsonb(d) END AS doc
  FROM schedules s LEFT JOIN entries e ON e.id = s.entry_id LEFT JOIN doc_nodes_draft d ON d.id = s.doc_id AND d.lang = s.doc_lang`;

/** A zone name the runtime knows ('Asia/Tokyo', 'UTC'); anything else is refused rather than guessed. */
export function assertTimeZone(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw ApiError.badInput('timeZone', `'${zone.slice(0, 60)}' is not a known time zone (for example Europe/Berlin or Asia/Tokyo)`);
  }
}

/** Schedules may be set from now up to five years ahead; a minute of slack covers the time it took to submit the form. */
const LATEST_MS = 5 * 366 * 24 * 3600_000;
const SLACK_MS = 60_000;

export function assertRunAt(raw: string, now = Date.now()): Date {
  // The editor sends an instant with its offset (or Z): a bare local time would be read in the server's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) {
    throw ApiError.badInput('runAt', 'must be a date and time with its offset, like 2026-12-01T09:00:00+09:00');
  }
  const [y, m, d] = raw.slice(0, 10).split('-').map(Number);
  const at = new Date(raw);
  // Date rolls 31 February over into March: the calendar day must exist as typed.
  if (Number.isNaN(at.getTime()) || new Date(Date.UTC(y, m - 1, d)).getUTCDate() !== d) throw ApiError.badInput('runAt', 'is not a real date and time');
  if (at.getTime() < now - SLACK_MS) throw ApiError.badInput('runAt', 'is in the past: choose a time from now on');
  if (at.getTime() > now + LATEST_MS) throw ApiError.badInput('runAt', 'is more than five years ahead');
  return at;
}

export async function createSchedule(
  store: Store,
  staff: StaffSession,
  input: { target: ScheduleTarget; action: ScheduleAction; runAt: Date; timeZone: string },
  kinds: string[],
): Promise<ScheduleRow> {
  const { target } = input;
  if ('entryId' in target) await readEntry(store, target.entryId, kinds);
  else await readDocRow(store, target.docId, target.lang);
  const [row] = await store.query<{ id: number }>(
    'INSERT INTO schedules (entry_id, doc_id, doc_lang, action, run_at, time_zone, staff_id, staff_email) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
    [
      'entryId' in target ? target.entryId : null, 'docId' in target ? target.docId : null, 'docId' in target ? target.lang : null,
      input.action, input.runAt.toISOString(), input.timeZone, staff.staffId, staff.email,
    ],
  );
  return (await listSchedules(store, { id: row.id }))[0];
}

/** Schedules by run time: one entry's or node version's, or (calendar) everything in the window. */
export async function listSchedules(q: Queryable, filter: { id?: number; entryId?: number; docId?: number; lang?: Lang; from?: Date; to?: Date }): Promise<ScheduleRow[]> {
  const rows = await q.query<StoredSchedule>(
    `${SELECT} WHERE ($1::int IS NULL OR s.id = $1) AND ($2::int IS NULL OR s.entry_id = $2)
       AND ($3::timestamptz IS NULL OR s.run_at >= $3) AND ($4::timestamptz IS NULL OR s.run_at < $4)
       AND ($5::int IS NULL OR (s.doc_id = $5 AND s.doc_lang = $6))
     ORDER BY s.run_at, s.id LIMIT 500`,
    [filter.id ?? null, filter.entryId ?? null, filter.from?.toISOString() ?? null, filter.to?.toISOString() ?? null, filter.docId ?? null, filter.lang ?? null],
  );
  return rows.map(toRow);
}

/** Cancels a pending schedule; one that already ran (or is running now, on any instance) is refused. */
export function cancelSchedule(store: Store, id: number): Promise<ScheduleRow> {
  return store.tx(async (q) => {
    const [row] = await q.query<{ state: ScheduleState }>('SELECT state FROM schedules WHERE id = $1 FOR UPDATE', [id]);
    if (!row) throw ApiError.notFound('schedule');
    if (row.state !== 'pending') throw new ApiError(409, CODE.CONFLICT, `this schedule can no longer be cancelled: it is ${row.state}`);
    await q.query(`UPDATE schedules SET state = 'cancelled' WHERE id = $1`, [id]);
    return (await listSchedules(q, { id }))[0];
  });
}
