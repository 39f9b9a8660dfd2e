import { ApiError, CODE } from '../http';
import type { EntryRow } from '../content';
import type { Queryable, Store } from '../store';
import type { StaffSession } from '../staff/session';
import { describeChange } from './diff';
import { assertImagesHaveAlt } from '../media/alt-check';
import type { Lang } from '../../contract/langs';

import type { EditableEntry, HistoryAction, HistoryRow } from '../../contract/api-types';
export type { EditableEntry, HistoryRow };

export interface DraftInput {
  title?: string;
  summary?: string;
  data: unknown;
}

export function editable(row: EntryRow): EditableEntry {
  const { id, kind, type, code, lang, version, published, draft } = row;
  return {
    id, kind, type, code, lang, version, published,
    // What the editor edits is the draft where there is one, the published text otherwise.
    title: draft?.title ?? row.title,
    summary: draft?.summary ?? row.summary,
    data: draft?.data ?? row.data,
    hasDraft: draft !== null,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export const entrySubject = (id: number) => `entry:${id}`;

export async function lockEntry(q: Queryable, id: number, kinds: string[]): Promise<EntryRow> {
  const row = (await q.query<EntryRow>('SELECT * FROM entries WHERE id = $1 AND kind = ANY($2::text[]) FOR UPDATE', [id, kinds]))[0];
  if (!row) throw ApiError.notFound('entry');
  return row;
}

/** 409 naming who saved last and when, so the editor knows whose work to reload rather than overwrite. */
export async function assertVersion(q: Queryable, row: EntryRow, version: number): Promise<void> {
  if (row.version === version) return;
  const last = (await q.query<{ staff_email: string; created_at: Date | string }>(
    'SELECT staff_email, created_at FROM revisions WHERE subject = $1 ORDER BY id DESC LIMIT 1',
    [entrySubject(row.id)],
  ))[0];
  const who = last ? `${last.staff_email} at ${new Date(last.created_at).toISOString()}` : 'someone else';
  throw new ApiError(409, CODE.CONFLICT, `this content was changed by ${who} (version ${row.version}, you edited version ${version}); reload it and apply your changes again`);
}

/** Who a revision is recorded for: a signed-in staff member, or the one who scheduled a publish. */
export type Actor = Pick<StaffSession, 'staffId' | 'email'>;

export async function recordRevision(q: Queryable, staff: Actor, r: { subject: string; action: HistoryAction; version: number; summary: string; snapshot: unknown }) {
  await q.query('INSERT INTO revisions (subject, action, version, summary, snapshot, staff_id, staff_email) VALUES ($1,$2,$3,$4,$5,$6,$7)', [
    r.subject, r.action, r.version, r.summary, JSON.stringify(r.snapshot ?? null), staff.staffId, staff.email,
  ]);
}

export async function readRow(q: Queryable, id: number, kinds: string[]): Promise<EntryRow> {
  const row = (await q.query<EntryRow>('SELECT * FROM entries WHERE id = $1 AND kind = ANY($2::text[])', [id, kinds]))[0];
  if (!row) throw ApiError.notFound('entry');
  return row;
}

export const readEntry = async (q: Queryable, id: number, kinds: string[]): Promise<EditableEntry> => editable(await readRow(q, id, kinds));

/** Stores a new draft if `version` is still current; the public columns stay untouched until publish. */
export function saveDraft(store: Store, staff: StaffSession, id: number, kinds: string[], version: number, input: DraftInput): Promise<EditableEntry> {
  return store.tx(async (q) => {
    const row = await lockEntry(q, id, kinds);
    await assertVersion(q, row, version);
    const before = editable(row);
    const draft = { title: input.title ?? before.title, summary: input.summary ?? before.summary, data: input.data };
    const [updated] = await q.query<EntryRow>('UPDATE entries SET draft = $2, version = version + 1 WHERE id = $1 RETURNING *', [id, JSON.stringify(draft)]);
    await recordRevision(q, staff, { subject: entrySubject(id), action: 'save', version: updated.version, summary: describeChange(before, draft), snapshot: draft });
    return editable(updated);
  });
}

/**
 * Makes the draft the published content: the next public read shows it. `check` sees what would go live (on the
 * locked row) and throws to refuse it; nothing changes then.
 */
export function publishDraft(store: Store, staff: StaffSession, id: number, kinds: string[], version: number, check: (entry: EditableEntry) => void): Promise<EditableEntry> {
  return store.tx(async (q) => {
    const row = await lockEntry(q, id, kinds);
    await assertVersion(q, row, version);
    return publishRow(q, staff, row, check);
  });
}

/** publishDraft's work on a row already locked in the caller's transaction (a scheduled publish has no version to check). */
export async function publishRow(q: Queryable, staff: Actor, row: EntryRow, check: (entry: EditableEntry) => void, summary = 'published'): Promise<EditableEntry> {
  if (!row.draft && row.published) throw new ApiError(409, CODE.CONFLICT, 'nothing to publish: there is no draft');
  check(editable(row));
  const draft = row.draft ?? {};
  await assertImagesHaveAlt(q, row.lang as Lang, draft.data ?? row.data);
  const [updated] = await q.query<EntryRow>(
    `UPDATE entries SET title = $2, summary = $3, data = $4, draft = NULL, published = TRUE, version = version + 1, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [row.id, draft.title ?? row.title, draft.summary ?? row.summary, JSON.stringify(draft.data ?? row.data)],
  );
  await recordRevision(q, staff, { subject: entrySubject(row.id), action: 'publish', version: updated.version, summary, snapshot: null });
  return editable(updated);
}

export async function history(q: Queryable, subject: string, limit = 100): Promise<HistoryRow[]> {
  const rows = await q.query<{ id: number; action: HistoryAction; version: number; summary: string; staff_email: string; created_at: Date | string }>(
    'SELECT id, action, version, summary, staff_email, created_at FROM revisions WHERE subject = $1 ORDER BY id DESC LIMIT $2',
    [subject, limit],
  );
  return rows.map((r) => ({ id: r.id, action: r.action, version: r.version, summary: r.summary, staffEmail: r.staff_email, createdAt: new Date(r.created_at).toISOString() }));
}
