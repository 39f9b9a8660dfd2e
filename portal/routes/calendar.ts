import { enums, object, size, string } from 'superstruct';
import { ApiError, type Ctx, type Router } from '../http';
import { assertBody, storedInt } from '../validate';
import { SCHEDULE_ACTIONS } from '../../contract/api-types';
import type { Draftish } from '../../contract/entry-diff';
import { entryId, requireStaff } from './editor';
import { assertEntryData } from '../editor/draft-data';
import { diffRevision, restoreRevision, unpublishEntry } from '../editor/revisions';
import { assertRunAt, assertTimeZone, cancelSchedule, createSchedule, listSchedules } from '../editor/schedules';
import { announceEntry } from '../editor/announce';
import type { EditableEntry } from '../editor/entries';

/** Revisions are compared and restored for pages and site documents; unpublish and schedules are for pages. */
const REVISED_KINDS = ['page', 'site'];
const PAGE_ONLY = ['page'];

const Version = object({ version: storedInt(1) });
const ScheduleBody = object({
  entryId: storedInt(1),
  action: enums(SCHEDULE_ACTIONS),
  runAt: size(string(), 16, 40),
  timeZone: size(string(), 1, 60),
});

/** A revision's content as a draft of today: checked against today's rules, and a page keeps its current path. */
function prepareRestore(entry: EditableEntry, content: Draftish): Draftish {
  const data = assertEntryData(entry.kind, entry.type, content.data, ['data']);
  if (entry.kind !== 'page') return { data };
  return { title: content.title, summary: content.summary, data: { ...(data as object), path: (entry.data as { path?: string }).path } };
}

function instantParam(ctx: Ctx, name: string): Date | undefined {
  const raw = ctx.query.get(name);
  if (!raw) return undefined;
  const at = new Date(raw);
  if (raw.length > 40 || Number.isNaN(at.getTime())) throw ApiError.badInput(name, 'must be a date or date and time (ISO 8601)');
  return at;
}

export function registerCalendar(router: Router) {
  router.get('/editor/entries/:id/revisions/:revisionId/diff', async (ctx) => {
    await requireStaff(ctx);
    return diffRevision(ctx.store, entryId(ctx), entryId(ctx, 'revisionId'), REVISED_KINDS);
  });

  router.post('/editor/entries/:id/revisions/:revisionId/restore', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const { version } = assertBody(Version, ctx.body);
    return restoreRevision(ctx.store, staff, entryId(ctx), entryId(ctx, 'revisionId'), REVISED_KINDS, version, prepareRestore);
  });

  router.post('/editor/entries/:id/unpublish', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const { version } = assertBody(Version, ctx.body);
    const entry = await unpublishEntry(ctx.store, staff, entryId(ctx), PAGE_ONLY, version);
    announceEntry(entry);
    return entry;
  });

  router.get('/editor/schedules', async (ctx) => {
    await requireStaff(ctx);
    const entry = ctx.query.get('entryId');
    const id = entry === null ? undefined : Number(entry);
    if (id !== undefined && !(Number.isInteger(id) && id > 0 && id < 2 ** 31)) throw ApiError.badInput('entryId', 'must be a positive whole number');
    return listSchedules(ctx.store, { entryId: id, from: instantParam(ctx, 'from'), to: instantParam(ctx, 'to') });
  });

  router.post('/editor/schedules', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const body = assertBody(ScheduleBody, ctx.body);
    const timeZone = assertTimeZone(body.timeZone);
    return createSchedule(ctx.store, staff, { entryId: body.entryId, action: body.action, runAt: assertRunAt(body.runAt), timeZone }, PAGE_ONLY);
  });

  router.post('/editor/schedules/:id/cancel', async (ctx) => {
    await requireStaff(ctx, 'editor');
    return cancelSchedule(ctx.store, entryId(ctx));
  });
}
