import { ApiError, CODE } from '../http';
import type { EntryRow } from '../content';
import type { Queryable, Store } from '../store';
import type { StaffSession } from '../staff/session';
import { diffEntries } from '../../contract/entry-diff';
import type { RevisionDiff } from '../../contract/api-types';
import { assertVersion, editable, entrySubject, lockEntry, readRow, recordRevision, type Actor, type EditableEntry } from './entries';
import { draftKind } from './draft-kinds';

interface RevisionRow {
  id: number;
  action: string;
  version: number;
  snapshot: object | null;
  staff_email: string;
  created_at: Date | string;
}

/**
 * The content an entry had at a revision. A publish or unpublish records no snapshot: the content then was that of
 * the latest earlier revision that has one. Null when nothing before it kept content (seeded entries).
 */
async function revisionContent(q: Queryable, entryId: number, revisionId: number): Promise<{ revision: RevisionRow; content: object | null }> {
  const [revision] = await q.query<RevisionRow>('SELECT id, action, version, snapshot, staff_email, created_at FROM revisions WHERE id = $1 AND subject = $2', [
    revisionId,
    entrySubject(entryId),
  ]);
  if (!revision) throw ApiError.notFound('revision');
  if (revision.snapshot) return { revision, content: revision.snapshot };
  const [earlier] = await q.query<{ snapshot: object }>(
    'SELECT snapshot FROM revisions WHERE subject = $1 AND id < $2 AND snapshot IS NOT NULL ORDER BY id DESC LIMIT 1',
    [entrySubject(entryId), revisionId],
  );
  return { revision, content: earlier?.snapshot ?? null };
}

export const noContent = () => new ApiError(409, CODE.CONFLICT, 'this revision kept no content to compare or restore (it was made before history kept content)');

/** What changed from a revision to the current draft (or the published content when there is no draft), field by field. */
export async function diffRevision(store: Store, entryId: number, revisionId: number, kinds: string[]): Promise<RevisionDiff> {
  const row = await readRow(store, entryId, kinds);
  const { revision, content } = await revisionContent(store, entryId, revisionId);
  if (!content) throw noContent();
  const shape = draftKind(row.kind);
  return {
    revisionId: revision.id,
    revisionVersion: revision.version,
    currentVersion: row.version,
    rows: diffEntries(shape.comparable(row, content), shape.current(row)),
  };
}

/**
 * Puts a revision's content back as a new draft (never live: publishing stays a separate step). `version` must be the
 * current one, as for any save; the content is checked against today's rules first (a page keeps its path).
 */
export function restoreRevision(store: Store, staff: StaffSession, entryId: number, revisionId: number, kinds: string[], version: number): Promise<EditableEntry> {
  return store.tx(async (q) => {
    const row = await lockEntry(q, entryId, kinds);
    await assertVersion(q, row, version);
    const { revision, content } = await revisionContent(q, entryId, revisionId);
    if (!content) throw noContent();
    const { draft, change } = draftKind(row.kind).restore(row, content);
    const [updated] = await q.query<EntryRow>('UPDATE entries SET draft = $2, version = version + 1 WHERE id = $1 RETURNING *', [entryId, JSON.stringify(draft)]);
    const summary = `restored version ${revision.version}: ${change}`;
    await recordRevision(q, staff, { subject: entrySubject(entryId), action: 'restore', version: updated.version, summary, snapshot: draft });
    return editable(updated);
  });
}

/**
 * Takes a published entry off the public site: reads, lists, search and the sitemap skip it from now on. What was live
 * stays as the draft (unless a newer draft exists), so publishing again brings it back.
 */
export async function unpublishRow(q: Queryable, staff: Actor, row: EntryRow, summary = 'unpublished'): Promise<EditableEntry> {
  if (!row.published) throw new ApiError(409, CODE.CONFLICT, 'not published: the public site does not show this entry');
  const live = JSON.stringify(draftKind(row.kind).live(row));
  const [updated] = await q.query<EntryRow>(
    'UPDATE entries SET published = FALSE, draft = COALESCE(draft, $2::jsonb), version = version + 1, updated_at = now() WHERE id = $1 RETURNING *',
    [row.id, live],
  );
  await recordRevision(q, staff, { subject: entrySubject(row.id), action: 'unpublish', version: updated.version, summary, snapshot: null });
  return editable(updated);
}

export function unpublishEntry(store: Store, staff: StaffSession, id: number, kinds: string[], version: number): Promise<EditableEntry> {
  return store.tx(async (q) => {
    const row = await lockEntry(q, id, kinds);
    await assertVersion(q, row, version);
    return unpublishRow(q, staff, row);
  });
}
