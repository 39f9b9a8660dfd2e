import { enums, object, size, string } from 'superstruct';
import { ApiError, type Ctx, type Router } from '../http';
import { assertBody, storedInt } from '../validate';
import { SCHEDULE_ACTIONS } from '../../contract/api-types';
import { entryId, requireStaff } from './editor';
import { diffRevision, restoreRevision, unpublishEntry } from '../editor/revisions';
import { assertRunAt, assertTimeZone, cancelSchedule, createSchedule, listSchedules } from '../editor/schedules';
import { announceEntry } from '../editor/announce';

/** Revisions are compared and restored for pages, news-kind entries and site documents; unpublish and schedules are for pages and news-kind entries. */
const REVISED_KINDS = ['page', 'news', 'site'];
const PUBLISHED_KINDS = ['page', 'news'];

const Version = object({ version: storedInt(1) });
const ScheduleBody = object({
  entryId: storedInt(1),
  action: enums(SCHEDULE_ACTIONS),
  runAt: size(string(), 16, 40),
  timeZone: size(string(), 1, 60),
});

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
    return restoreRevision(ctx.store, staff, entryId(ctx), entryId(ctx, 'revisionId'), REVISED_KINDS, version);
  });

  router.post('/editor/entries/:id/unpublish', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const { version } = assertBody(Version, ctx.body);
    const entry = await unpublishEntry(ctx.store, staff, entryId(ctx), PUBLISHED_KINDS, version);
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
    return createSchedule(ctx.store, staff, { entryId: body.entryId, action: body.action, runAt: assertRunAt(body.runAt), timeZone }, PUBLISHED_KINDS);
  });

  router.post('/editor/schedules/:id/cancel', async (ctx) => {
    await requireStaff(ctx, 'editor');
    return cancelSchedule(ctx.store, entryId(ctx));
  });
}
