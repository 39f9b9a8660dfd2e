import { ApiError, type Router } from '../http';
import type { EntryRow } from '../content';
import { editable, entrySubject } from '../editor/entries';
import { editableNews } from '../editor/news';
import { requireStaff } from './editor';

/**
 * What an editor needs when a save meets someone else's (409): the entry as it is now and who saved it last, so the
 * editor can show their change beside the unsaved work. Any kind of entry: every editor screen shares this flow.
 */
export function registerDrafts(router: Router) {
  router.get('/editor/entries/:id/current', async (ctx) => {
    await requireStaff(ctx);
    const id = Number(ctx.params.id);
    if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw ApiError.badInput('id', 'must be a positive whole number');
    const [row] = await ctx.store.query<EntryRow>('SELECT * FROM entries WHERE id = $1', [id]);
    if (!row) throw ApiError.notFound('entry');
    const [last] = await ctx.store.query<{ action: string; version: number; staff_email: string; name: string | null; created_at: Date | string }>(
      `SELECT r.action, r.version, r.staff_email, s.name, r.created_at FROM revisions r LEFT JOIN staff_users s ON s.id = r.staff_id
       WHERE r.subject = $1 ORDER BY r.id DESC LIMIT 1`,
      [entrySubject(id)],
    );
    const lastChange = last
      ? { action: last.action, version: last.version, staffEmail: last.staff_email, staffName: last.name ?? '', at: new Date(last.created_at).toISOString() }
      : null;
    // A news entry's form edits its fields (its columns and data together): those are what the editor compares.
    const entry = row.kind === 'news' ? { ...editable(row), data: editableNews(row).fields } : editable(row);
    return { entry, lastChange };
  });
}
