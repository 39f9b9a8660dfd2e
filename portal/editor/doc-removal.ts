import type { Lang } from '../../contract/langs';
import type { EditableDocNode } from '../../contract/doc-nodes';
import { ApiError, CODE } from '../http';
import type { Queryable, Store } from '../store';
import type { StaffSession } from '../staff/session';
import { recordRevision, type Actor } from './entries';
import { assertVersion, docSubject, lockedRow, lockTree, readDocNode, type DraftRow } from './doc-nodes';

/**
 * Taking documentation nodes off the site (unpublish: kept, with its draft, for a later publish) and out of the store
 * (delete). Both refuse a node with children, naming them, so that no visitor-facing page or sitemap entry is left
 * under a parent that is gone; the refusal carries field "children" so the editor can say it in the staff's language.
 */

/** 409 naming up to three of the node's children. */
function refuseChildren(row: DraftRow, names: string[], what: string): never {
  const listed = names.slice(0, 3).map((n) => `"${n}"`).join(', ') + (names.length > 3 ? ` and ${names.length - 3} more` : '');
  throw new ApiError(409, CODE.CONFLICT, `children: "${row.name}" still holds ${names.length} ${what} (${listed}); move or remove them first`, 'children');
}

/** Children placed under `id` in either the published tree or a draft (a child being moved in or out counts). */
async function childNames(q: Queryable, id: number, lang: Lang, publishedOnly: boolean): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    publishedOnly
      ? 'SELECT name FROM doc_nodes WHERE lang = $2 AND published AND parent_id = $1 ORDER BY sort, id'
      : `SELECT coalesce(draft->>'name', name) AS name FROM doc_nodes WHERE lang = $2 AND (parent_id = $1 OR (draft->>'parentId')::int = $1) ORDER BY sort, id`,
    [id, lang],
  );
  return rows.map((r) => r.name);
}

/** Visitors stop seeing the node (tree, previous/next, search, sitemap); its content stays as the editor's draft. */
export function unpublishDocNode(store: Store, staff: StaffSession, id: number, lang: Lang, version: number): Promise<EditableDocNode> {
  return store.tx(async (q) => {
    const row = lockedRow(await lockTree(q, lang), id);
    await assertVersion(q, row, version);
    return unpublishDocRow(q, staff, row);
  });
}

/** unpublishDocNode's work on a row of a tree locked in the caller's transaction (a scheduled unpublish has no version to check). */
export async function unpublishDocRow(q: Queryable, staff: Actor, row: DraftRow, summary = 'unpublished'): Promise<EditableDocNode> {
  const { id } = row;
  const lang = row.lang as Lang;
  if (!row.published) throw new ApiError(409, CODE.CONFLICT, `"${row.name}" is not published`);
  const children = await childNames(q, id, lang, true);
  if (children.length) refuseChildren(row, children, 'published nodes');
  await q.query('UPDATE doc_nodes SET published = FALSE, version = version + 1, update_time = now() WHERE id = $1 AND lang = $2', [id, lang]);
  await recordRevision(q, staff, { subject: docSubject(id, lang), action: 'unpublish', version: row.version + 1, summary, snapshot: null });
  return readDocNode(q, id, lang);
}

/** Removes the node in this language (its other languages stay); its history keeps the deletion. */
export function deleteDocNode(store: Store, staff: StaffSession, id: number, lang: Lang, version: number): Promise<{ id: number; lang: string }> {
  return store.tx(async (q) => {
    const row = lockedRow(await lockTree(q, lang), id);
    await assertVersion(q, row, version);
    const children = await childNames(q, id, lang, false);
    if (children.length) refuseChildren(row, children, 'nodes');
    await q.query('DELETE FROM doc_nodes WHERE id = $1 AND lang = $2', [id, lang]);
    await recordRevision(q, staff, { subject: docSubject(id, lang), action: 'delete', version: row.version + 1, summary: `deleted "${row.name}"`, snapshot: null });
    return { id, lang };
  });
}
