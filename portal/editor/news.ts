import { ApiError, CODE } from '../http';
import type { EntryRow } from '../content';
import type { Lang } from '../../contract/langs';
import type { Queryable, Store } from '../store';
import type { StaffSession } from '../staff/session';
import { assertPart } from '../validate';
import { likePattern } from '../listing';
import { DETAIL_TYPES } from '../content-detail';
import { resolveRoute } from '../../contract/routes';
import {
  extraNewsFields, NEWS_CODE, newsDetailPath, newsFieldsSchema,
  type EditableNews, type NewsFields, type NewsListRow, type NewsType,
} from '../../contract/news-entry';
import { assertVersion, entrySubject, lockEntry, recordRevision, type Actor } from './entries';
import type { Draftish } from '../../contract/entry-diff';

/** The draft of a news entry: the public columns it replaces on publish, and the publication time. */
export interface NewsDraft {
  title: string;
  summary: string;
  body: string;
  tag: string;
  publishedAt: string;
  data: Record<string, unknown>;
}

const KIND = ['news'];
const iso = (value: string | Date) => new Date(value).toISOString();

export function draftOf(row: Pick<EntryRow, 'draft' | 'title' | 'summary' | 'body' | 'tag' | 'published_at' | 'data'>): NewsDraft {
  const d = (row.draft ?? {}) as Partial<NewsDraft>;
  return {
    title: d.title ?? row.title,
    summary: d.summary ?? row.summary,
    body: d.body ?? row.body,
    tag: d.tag ?? row.tag,
    publishedAt: d.publishedAt ?? iso(row.published_at),
    data: d.data ?? row.data ?? {},
  };
}

/** The form's fields of a draft: the common ones from the columns, the type's own from data; absent values left out. */
function fieldsOf(type: NewsType, draft: NewsDraft): NewsFields {
  const fields: Record<string, unknown> = {
    title: draft.title, summary: draft.summary, date: draft.publishedAt.slice(0, 10), tag: draft.tag,
    image: draft.data.image, html: draft.body,
  };
  for (const key of extraNewsFields(type)) fields[key] = draft.data[key];
  fields.recommend = draft.data.recommend;
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null)) as NewsFields;
}

/** Fields back into a draft; data keys the form does not edit (url, app module lists…) are kept. */
function toDraft(type: NewsType, fields: NewsFields, before: NewsDraft, url: string): NewsDraft {
  const data: Record<string, unknown> = { ...before.data };
  for (const key of ['image', 'recommend', ...extraNewsFields(type)]) {
    if (fields[key] === undefined) delete data[key];
    else data[key] = fields[key];
  }
  data.url = url;
  // The day is what the editor sets; an unchanged day keeps the stored time, so ordering within a day is kept.
  const publishedAt = before.publishedAt.slice(0, 10) === fields.date ? before.publishedAt : `${fields.date}T00:00:00.000Z`;
  return { title: fields.title, summary: fields.summary ?? '', body: fields.html, tag: fields.tag, publishedAt, data };
}

const urlOf = (row: EntryRow) => (typeof row.data?.url === 'string' ? row.data.url : newsDetailPath(row.type as NewsType, row.code));

export function editableNews(row: EntryRow): EditableNews {
  return {
    id: row.id, type: row.type as NewsType, code: row.code, lang: row.lang, url: urlOf(row), version: row.version,
    published: row.published, hasDraft: row.draft !== null, updatedAt: iso(row.updated_at), fields: fieldsOf(row.type as NewsType, draftOf(row)),
  };
}

/** Checks fields for the entry's type (400 naming `fields.<name>`); returns them as validated. */
export const assertNewsFields = (type: NewsType, fields: unknown, at: Array<string | number> = ['fields']) =>
  assertPart(newsFieldsSchema(type), fields, at) as NewsFields;

/** News entries of a type and language, newest first, searched in title (draft title too) and code. */
export async function listNewsEntries(store: Store, filter: { type?: NewsType; lang?: Lang; search?: string }): Promise<NewsListRow[]> {
  const rows = await store.query<EntryRow>(
    `SELECT * FROM entries WHERE kind = 'news'
       AND ($1::text IS NULL OR type = $1) AND ($2::text IS NULL OR lang = $2)
       AND ($3::text IS NULL OR title ILIKE $3 ESCAPE '\\' OR COALESCE(draft->>'title', '') ILIKE $3 ESCAPE '\\' OR code ILIKE $3 ESCAPE '\\')
     ORDER BY COALESCE(draft->>'publishedAt', to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) DESC, id DESC LIMIT 300`,
    [filter.type ?? null, filter.lang ?? null, filter.search ? likePattern(filter.search) : null],
  );
  return rows.map((row) => {
    const { fields, ...rest } = editableNews(row);
    return { ...rest, title: fields.title, tag: fields.tag, date: fields.date };
  });
}

export async function readNews(q: Queryable, id: number): Promise<EditableNews> {
  const row = (await q.query<EntryRow>(`SELECT * FROM entries WHERE id = $1 AND kind = 'news'`, [id]))[0];
  if (!row) throw ApiError.notFound('entry');
  return editableNews(row);
}

/**
 * The code must make an address that shows this entry: a detail route of its type (the route table the renderer
 * uses), where no page is stored (a page wins over composed details), and no other entry of its type and language.
 */
async function assertFreeCode(q: Queryable, type: NewsType, code: string, lang: Lang): Promise<string> {
  if (!NEWS_CODE.test(code)) throw ApiError.badInput('code', 'use 1 to 100 lower-case letters, digits and hyphens (not only digits), starting and ending with a letter or digit');
  const path = newsDetailPath(type, code);
  const route = resolveRoute(path);
  const shows = route && (route.type === 'news-content' || (DETAIL_TYPES[route.type] ?? []).includes(type));
  if (!route || !shows) throw ApiError.badInput('code', `'${code}' is a reserved address (${path}); choose another code`);
  const page = await q.query('SELECT 1 FROM entries WHERE kind = $1 AND type = $2 AND code = $3 AND lang = $4', ['page', route.type, route.code, lang]);
  if (page.length) throw new ApiError(409, CODE.CONFLICT, `a page already exists at ${path} in ${lang}; choose another code`, 'code');
  const taken = await q.query('SELECT 1 FROM entries WHERE kind = $1 AND type = $2 AND code = $3 AND lang = $4', ['news', type, code, lang]);
  if (taken.length) throw new ApiError(409, CODE.CONFLICT, `a ${type} entry with code '${code}' already exists in ${lang}`, 'code');
  return path;
}

/** Creates an unpublished entry (visitors see nothing until it is published) with a first draft, and records it. */
export function createNews(store: Store, staff: StaffSession, input: { type: NewsType; lang: Lang; code: string; title: string }): Promise<EditableNews> {
  return store.tx(async (q) => {
    const url = await assertFreeCode(q, input.type, input.code, input.lang);
    const tag = (newsFieldsSchema(input.type).schema as { tag: { type: string; schema: unknown } }).tag;
    const firstTag = tag.type === 'enums' ? String(Object.values(tag.schema as object)[0]) : '';
    const now = new Date().toISOString();
    const draft: NewsDraft = { title: input.title, summary: '', body: '', tag: firstTag, publishedAt: now, data: { url } };
    const [row] = await q.query<EntryRow>(
      `INSERT INTO entries (kind, type, code, lang, title, tag, data, draft, published, sort, published_at)
       VALUES ('news', $1, $2, $3, $4, $5, $6, $7, FALSE, 0, $8) RETURNING *`,
      [input.type, input.code, input.lang, input.title, firstTag, JSON.stringify({ url }), JSON.stringify(draft), now],
    );
    await recordRevision(q, staff, { subject: entrySubject(row.id), action: 'create', version: row.version, summary: `created ${url}`, snapshot: draft });
    return editableNews(row);
  });
}

/** 'changed title, html' for the history list. */
function describeFields(before: NewsFields, after: NewsFields): string {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys.filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
  return changed.length ? `changed ${changed.join(', ')}` : 'no changes';
}

/** Stores a checked draft if `version` is still current (409 naming who saved last otherwise). */
export function saveNewsDraft(store: Store, staff: StaffSession, id: number, version: number, raw: unknown): Promise<EditableNews> {
  return store.tx(async (q) => {
    const row = await lockEntry(q, id, KIND);
    await assertVersion(q, row, version);
    const type = row.type as NewsType;
    const fields = assertNewsFields(type, raw);
    const before = draftOf(row);
    const draft = toDraft(type, fields, before, urlOf(row));
    const [updated] = await q.query<EntryRow>('UPDATE entries SET draft = $2, version = version + 1 WHERE id = $1 RETURNING *', [id, JSON.stringify(draft)]);
    const summary = describeFields(fieldsOf(type, before), fieldsOf(type, draft));
    await recordRevision(q, staff, { subject: entrySubject(id), action: 'save', version: updated.version, summary, snapshot: draft });
    return editableNews(updated);
  });
}

/**
 * Makes the draft public: columns, publication time and data from the draft, checked again first (a draft stored
 * before today's rules never goes live unchecked). The search vectors and sitemap buckets follow by trigger.
 */
export function publishNews(store: Store, staff: StaffSession, id: number, version: number): Promise<EditableNews> {
  return store.tx(async (q) => {
    const row = await lockEntry(q, id, KIND);
    await assertVersion(q, row, version);
    return editableNews(await publishNewsRow(q, staff, row));
  });
}

/** publishNews's work on a row already locked in the caller's transaction (a scheduled publish has no version to check). */
export async function publishNewsRow(q: Queryable, staff: Actor, row: EntryRow, summary = 'published'): Promise<EntryRow> {
  if (!row.draft && row.published) throw new ApiError(409, CODE.CONFLICT, 'nothing to publish: there is no draft');
  const draft = draftOf(row);
  assertNewsFields(row.type as NewsType, fieldsOf(row.type as NewsType, draft));
  const [updated] = await q.query<EntryRow>(
    `UPDATE entries SET title = $2, summary = $3, body = $4, tag = $5, published_at = $6, data = $7, draft = NULL, published = TRUE,
       version = version + 1, updated_at = now() WHERE id = $1 RETURNING *`,
    [row.id, draft.title, draft.summary, draft.body, draft.tag, draft.publishedAt, JSON.stringify(draft.data)],
  );
  await recordRevision(q, staff, { subject: entrySubject(row.id), action: 'publish', version: updated.version, summary, snapshot: null });
  return updated;
}

/** A news draft as title, summary and the other fields as data: what a revision diff compares, field by field. */
export function comparableNews(row: EntryRow, draft: Partial<NewsDraft>): Draftish {
  const { title, summary, ...data } = fieldsOf(row.type as NewsType, { ...draftOf(row), ...draft });
  return { title, summary: summary ?? '', data };
}

/** A revision's content as the draft to store now: checked against today's rules, at the entry's current address. */
export function restoredNews(row: EntryRow, content: Partial<NewsDraft>): { draft: NewsDraft; change: string } {
  const type = row.type as NewsType;
  const before = draftOf(row);
  const merged = { ...before, ...content };
  const draft = { ...merged, data: { ...(merged.data ?? {}), url: urlOf(row) } };
  assertNewsFields(type, fieldsOf(type, draft), ['data']);
  return { draft, change: describeFields(fieldsOf(type, before), fieldsOf(type, draft)) };
}

/** Removes an entry (published or not) if `version` is current; the history keeps who removed it. */
export function deleteNews(store: Store, staff: StaffSession, id: number, version: number): Promise<EditableNews> {
  return store.tx(async (q) => {
    const row = await lockEntry(q, id, KIND);
    await assertVersion(q, row, version);
    await q.query('DELETE FROM entries WHERE id = $1', [id]);
    await recordRevision(q, staff, { subject: entrySubject(id), action: 'delete', version: row.version, summary: `removed ${urlOf(row)}`, snapshot: draftOf(row) });
    return editableNews(row);
  });
}
