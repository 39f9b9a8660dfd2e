import { enums, object, optional, size, string } from 'superstruct';
import { ApiError, parseLang, type Ctx, type Router } from '../http';
import { LANGS, type Lang } from '../../contract/langs';
import { assertBody, storedInt } from '../validate';
import { SCHEDULE_ACTIONS } from '../../contract/api-types';
import { entryId, requireStaff } from './editor';
import { diffRevision, restoreRevision, unpublishEntry } from '../editor/revisions';
import { assertRunAt, assertTimeZone, cancelSchedule, createSchedule, listSchedules, type ScheduleTarget } from '../editor/schedules';
import { announceEntry } from '../editor/announce';

/** Revisions are compared and restored for pages, news-kind entries and site documents; unpublish and schedules are for pages and news-kind entries. */
const REVISED_KINDS = ['page', 'news', 'site'];
const PUBLISHED_KINDS = ['page', 'news'];

const Version = object({ version: storedInt(1) });
const ScheduleBody = object({
  entryId: optional(storedInt(1)),
  docId: optional(storedInt(1)),
  lang: optional(enums(LANGS)),
  action: enums(SCHEDULE_ACTIONS),
  runAt: size(string(), 16, 40),
  timeZone: size(string(), 1, 60),
});

/** An entry, or a documentation node in one language: exactly one of the two. */
function scheduleTarget(body: { entryId?: number; docId?: number; lang?: Lang }): ScheduleTarget {
  if (body.entryId !== undefined && body.docId === undefined && body.lang === undefined) return { entryId: body.entryId };
  if (body.entryId === undefined && body.docId !== undefined && body.lang !== undefined) return { docId: body.docId, lang: body.lang };
  throw ApiError.badInput(body.docId !== undefined ? 'lang' : 'entryId', 'give entryId, or docId with lang (a documentation node in one language)');
}

function idParam(ctx: Ctx, name: string): number | undefined {
  const raw = ctx.query.get(name);
  if (raw === null) return undefined;
  const id = Number(raw);
  if (!(Number.isInteger(id) && id > 0 && id < 2 ** 31)) throw ApiError.badInput(name, 'must be a positive whole number');
  return id;
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
    const docId = idParam(ctx, 'docId');
    // A node's schedules are of one language version: ?docId=…&language=….
    const lang = docId === undefined ? undefined : parseLang(ctx.query.get('language'));
    return listSchedules(ctx.store, { entryId: idParam(ctx, 'entryId'), docId, lang, from: instantParam(ctx, 'from'), to: instantParam(ctx, 'to') });
  });

  router.post('/editor/schedules', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const body = assertBody(ScheduleBody, ctx.body);
    const timeZone = assertTimeZone(body.timeZone);
    const target = scheduleTarget(body);
    return createSchedule(ctx.store, staff, { target, action: body.action, runAt: assertRunAt(body.runAt), timeZone }, PUBLISHED_KINDS);
  });

  router.post('/editor/schedules/:id/cancel', async (ctx) => {
    await requireStaff(ctx, 'editor');
    return cancelSchedule(ctx.store, entryId(ctx));
  });
}
