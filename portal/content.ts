import type { Queryable } from './store';
import { isStore, readsTogether } from './reads-together';
import { LANGS, type Lang } from '../contract/langs';
import type { EntryHead } from '../contract/api-types';

/** A row of `entries` as the store returns it. */
export interface EntryRow extends EntryHead {
  body: string;
  tag: string;
  data: Record<string, unknown>;
  draft: Partial<Pick<EntryRow, 'title' | 'summary' | 'body' | 'tag' | 'data'>> | null;
  published: boolean;
  sort: number;
  published_at: string | Date;
  updated_at: string | Date;
  version: number;
}

/** What a reader sees of a row: the draft over the published columns in preview, the published ones otherwise. */
export function view<R extends Pick<EntryRow, 'data' | 'draft'>>(row: R, preview: boolean): R {
  if (!preview || !row.draft) return row;
  return { ...row, ...row.draft, data: row.draft.data ?? row.data };
}

const VISIBLE = '(published OR $2::boolean)';
/** An entry's key in every language (parameters $1-$4); unqualified, so it reads the nearest `entries` in a subquery. */
const SAME_ENTRY = `kind = $1 AND ${VISIBLE} AND type = $3 AND code = $4`;

/** One entry by kind/type/code in a language; null when absent or (outside preview) unpublished. */
export async function findEntry(q: Queryable, key: { kind: string; type: string; code: string; lang: Lang }, preview: boolean): Promise<EntryRow | null> {
  const rows = await q.query<EntryRow>(
    `SELECT * FROM entries WHERE ${SAME_ENTRY} AND lang = $5`,
    [key.kind, preview, key.type, key.code, key.lang],
  );
  return rows[0] ? view(rows[0], preview) : null;
}

/**
 * An entry (as findEntry) with the languages it exists in (published ones, drafts too in preview; in the API's order),
 * in one query instead of two: a page read needs both, and each store query is a round trip to the store's thread.
 */
export async function findEntryWithLanguages(
  q: Queryable,
  key: { kind: string; type: string; code: string; lang: Lang },
  preview: boolean,
): Promise<{ row: EntryRow; languages: Lang[] } | null> {
  const rows = await q.query<EntryRow & { entry_langs_: Lang[] }>(
    `SELECT *, ARRAY(SELECT lang FROM entries WHERE ${SAME_ENTRY}) AS entry_langs_ FROM entries WHERE ${SAME_ENTRY} AND lang = $5`,
    [key.kind, preview, key.type, key.code, key.lang],
  );
  if (!rows[0]) return null;
  const { entry_langs_: langs, ...row } = rows[0];
  return { row: view(row, preview), languages: LANGS.filter((lang) => langs.includes(lang)) };
}

/**
 * Several site-wide documents of one language in one query, by type; a missing one is absent from the result. Only
 * the columns read (the draft only in preview): every page's shell reads five of these, and each column costs the
 * store's thread its output and this thread its parsing (about 0.25 ms a read for all of them).
 */
export async function siteDocs(q: Queryable, types: readonly string[], lang: Lang, preview: boolean): Promise<Record<string, unknown>> {
  const rows = await q.query<Pick<EntryRow, 'type' | 'data' | 'draft'>>(
    `SELECT type, data, CASE WHEN $1::boolean THEN draft END AS draft FROM entries WHERE kind = 'site' AND (published OR $1::boolean) AND type = ANY($2) AND code = '' AND lang = $3`,
    [preview, types, lang],
  );
  return Object.fromEntries(rows.map((row) => [row.type, view(row, preview).data]));
}

/** Site documents asked for at the same moment (a page's modules, side by side): one query (portal/reads-together.ts). */
const siteDocsTogether = readsTogether<unknown>(async (store, { lang, preview }, types) => new Map(Object.entries(await siteDocs(store, types, lang, preview))));

/** The site-wide document (website, menus, dicts…) for a language; read with others asked for at the same moment. */
export async function siteDoc<T = unknown>(q: Queryable, type: string, lang: Lang, preview: boolean): Promise<T | null> {
  if (isStore(q)) return (await siteDocsTogether(q, { lang, preview }).load(type)) as T | null;
  const row = await findEntry(q, { kind: 'site', type, code: '', lang }, preview);
  return row ? (row.data as T) : null;
}
