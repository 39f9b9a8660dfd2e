import type { Struct } from 'superstruct';
import { ApiError } from '../http';
import type { Queryable, Store } from '../store';
import type { StaffSession } from '../staff/session';
import type { Lang } from '../../contract/langs';
import { DOC_FIELDS, type DocFields, type DocNodeKind, type EditableDocNode } from '../../contract/doc-nodes';
import { diffEntries, type Draftish } from '../../contract/entry-diff';
import type { RevisionDiff } from '../../contract/api-types';
import { assertPart } from '../validate';
import { assertVersion, contentOf, docSubject, editableOf, fieldsOf, lockedRow, lockTree, readRow, writeDraft, type DocContent, type DraftRow } from './doc-nodes';
import { kindOf } from './doc-tree';
import { noContent } from './revisions';

/**
 * Compare and restore for documentation nodes, one language version at a time. Revisions keep the node's whole
 * content since saves record it (DocContent); older ones kept only what changed, and are refused as having no content.
 */

const CONTENT_KEYS: Array<keyof DocContent> = ['name', 'content', 'data', 'nested', 'parentId', 'sort'];
const isWhole = (snapshot: unknown): snapshot is DocContent =>
  Boolean(snapshot) && typeof snapshot === 'object' && CONTENT_KEYS.every((key) => key in (snapshot as object));

/** The node's content at a revision: its own, or (a publish or unpublish keeps none) that of the latest earlier one. */
async function contentAt(q: Queryable, id: number, lang: Lang, revisionId: number) {
  const subject = docSubject(id, lang);
  const [revision] = await q.query<{ id: number; version: number; snapshot: unknown }>('SELECT id, version, snapshot FROM revisions WHERE id = $1 AND subject = $2', [revisionId, subject]);
  if (!revision) throw ApiError.notFound('revision');
  let snapshot = revision.snapshot;
  if (snapshot === null) {
    const [earlier] = await q.query<{ snapshot: unknown }>('SELECT snapshot FROM revisions WHERE subject = $1 AND id < $2 AND snapshot IS NOT NULL ORDER BY id DESC LIMIT 1', [subject, revisionId]);
    snapshot = earlier?.snapshot ?? null;
  }
  if (!isWhole(snapshot)) throw noContent();
  return { revision, content: snapshot };
}

/** The kind's form fields of a content: the name as the title, the rest as data, as the diff compares them. */
function comparable(kind: DocNodeKind, row: DraftRow, content: DocContent): Draftish {
  const { name, ...rest } = fieldsOf(kind, withContent(row, content)) as Record<string, unknown>;
  return { title: String(name), summary: '', data: rest };
}

const withContent = (row: DraftRow, content: DocContent): DraftRow => ({ ...row, name: content.name, content: content.content, data: content.data, nested: content.nested });

/** What changed from a revision to the node's current draft, field by field. */
export async function diffDocRevision(q: Queryable, id: number, lang: Lang, revisionId: number): Promise<RevisionDiff> {
  const row = await readRow(q, id, lang);
  const { revision, content } = await contentAt(q, id, lang, revisionId);
  const kind = kindOf(row);
  return {
    revisionId: revision.id,
    revisionVersion: revision.version,
    currentVersion: row.version,
    rows: diffEntries(comparable(kind, row, content), comparable(kind, row, contentOf(row))),
  };
}

/**
 * Puts a revision's name, content and fields back as the draft (checked against today's rules; never live until a
 * publish). The node keeps its place: moves are undone by moving, where the tree rules are checked.
 */
export function restoreDocRevision(store: Store, staff: StaffSession, id: number, lang: Lang, revisionId: number, version: number): Promise<EditableDocNode> {
  return store.tx(async (q) => {
    const row = lockedRow(await lockTree(q, lang), id);
    await assertVersion(q, row, version);
    const { revision, content } = await contentAt(q, id, lang, revisionId);
    const kind = kindOf(row);
    const restored = fieldsOf(kind, withContent(row, content));
    assertPart(DOC_FIELDS[kind] as Struct<DocFields>, restored, ['fields']);
    const before = fieldsOf(kind, row) as Record<string, unknown>;
    const changed = Object.keys(restored).filter((key) => JSON.stringify(before[key]) !== JSON.stringify((restored as Record<string, unknown>)[key]));
    const patch = { name: content.name, content: content.content, data: content.data, nested: content.nested };
    await writeDraft(q, staff, row, patch, `restored version ${revision.version}: ${changed.length ? `changed ${changed.join(', ')}` : 'no changes'}`, 'restore');
    return editableOf(await readRow(q, id, lang));
  });
}
