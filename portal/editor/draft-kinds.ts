import type { EntryRow } from '../content';
import type { Queryable } from '../store';
import type { Draftish } from '../../contract/entry-diff';
import { editable, publishRow, type Actor, type EditableEntry } from './entries';
import { assertEntryData } from './draft-data';
import { describeChange } from './diff';
import { comparableNews, draftOf, publishNewsRow, restoredNews, type NewsDraft } from './news';

/**
 * What differs between entry kinds' drafts, for the work every kind shares (compare, restore, unpublish, scheduled
 * publish): pages and site documents keep { title, summary, data }, news-kind entries also body, tag and date.
 */
interface DraftKind {
  /** The content the editor works on now (the draft, or the published columns), as the diff compares it. */
  current(row: EntryRow): Draftish;
  /** A revision's stored content, as the diff compares it. */
  comparable(row: EntryRow, content: object): Draftish;
  /** A revision's content checked against today's rules, as the draft to store, and the history's one-line change. */
  restore(row: EntryRow, content: object): { draft: object; change: string };
  /** The published content, kept as the draft when the entry is unpublished. */
  live(row: EntryRow): object;
  /** Publishes the draft of a row locked in the caller's transaction. */
  publish(q: Queryable, actor: Actor, row: EntryRow, summary: string): Promise<EditableEntry>;
}

const asDraftish = (row: EntryRow): Draftish => {
  const { title, summary, data } = editable(row);
  return { title, summary, data };
};

const pageKind: DraftKind = {
  current: asDraftish,
  comparable: (_row, content) => content as Draftish,
  restore(row, content) {
    const { title, summary, data: raw } = content as Draftish;
    const before = asDraftish(row);
    const data = assertEntryData(row.kind, row.type, raw, ['data']);
    // A page keeps its current path: a restored revision never moves it.
    const kept = row.kind === 'page' ? { ...(data as object), path: (before.data as { path?: string }).path } : data;
    const draft = { title: title ?? before.title, summary: summary ?? before.summary, data: kept };
    return { draft, change: describeChange(before, draft) };
  },
  live: (row) => ({ title: row.title, summary: row.summary, data: row.data }),
  publish: (q, actor, row, summary) => publishRow(q, actor, row, (e) => assertEntryData(e.kind, e.type, e.data, ['data']), summary),
};

const newsKind: DraftKind = {
  current: (row) => comparableNews(row, {}),
  comparable: (row, content) => comparableNews(row, content as Partial<NewsDraft>),
  restore: (row, content) => restoredNews(row, content as Partial<NewsDraft>),
  live: (row) => draftOf({ ...row, draft: null }),
  publish: async (q, actor, row, summary) => editable(await publishNewsRow(q, actor, row, summary)),
};

export const draftKind = (kind: string): DraftKind => (kind === 'news' ? newsKind : pageKind);
