import type { EntryRow } from './content';
import { boolean, coerce, integer, max, min, optional, unknown, type Struct } from 'superstruct';
import { ApiError } from './http';
import type { Lang } from '../contract/langs';
import type { Queryable } from './store';
import { NEWS_TYPES, type NewsType } from '../contract/news-entry';
import { afterCursor, CURSOR_COLUMNS, decodeCursor, encodeCursor, countRows, listTotal } from './list-keyset';

/** Reads of lists and details shared by the content routes: paging, the preview-aware entry view, news types. */

export const PAGE_SIZE_MAX = 50;
/** Past this page every list is empty anyway; a bound keeps OFFSET within what the store accepts (1e300 was a 500). */
export const PAGE_INDEX_MAX = 10_000;

/**
 * A struct whose value may also arrive as a query string, parsed before the check. Only strings are parsed; the
 * coercion's condition takes anything because superstruct tests a condition such as string() by validating, which
 * builds an error object for every number or boolean that is not a string (about 0.1 ms of CPU a list read).
 */
const fromString = <T, S>(struct: Struct<T, S>, parse: (text: string) => unknown) => coerce(struct, unknown(), (value) => (typeof value === 'string' ? parse(value) : value));
/** Integers and booleans also arrive as query strings ("2", "true"). */
export const int = () => fromString(integer(), (s) => (/^\s*-?\d+\s*$/.test(s) ? Number(s) : s));
export const bool = () => fromString(boolean(), (s) => (s === 'true' || s === '1' ? true : s === 'false' || s === '0' ? false : s));
export const pageIndexField = (floor = 0) => optional(max(min(int(), floor), PAGE_INDEX_MAX));
export const pageSizeField = () => optional(max(min(int(), 1), PAGE_SIZE_MAX));

/** The query string as a plain object for assertBody; `lang` is the envelope's concern, not the call's. */
export function queryObject(query: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of query) if (key !== 'lang') out[key] = value;
  return out;
}

/** Collects SQL parameters as $n placeholders, so filters can be added in any order. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * Entries as a reader sees them, as a FROM item aliased `e`: outside preview only published rows; in preview every
 * row, with the draft's values over the published ones (so filters and ordering apply to what is shown).
 * `preview` is the placeholder of the preview flag.
 */
export function entryView(preview: string): string {
  const pick = (col: string) => `CASE WHEN ${preview}::boolean THEN COALESCE(draft->>'${col}', ${col}) ELSE ${col} END AS ${col}`;
  return `(SELECT id, kind, type, code, lang, sort, published, published_at, updated_at,
    ${pick('title')}, ${pick('summary')}, ${pick('body')}, ${pick('tag')},
    CASE WHEN ${preview}::boolean THEN COALESCE(draft->'data', data) ELSE data END AS data
    FROM entries WHERE published OR ${preview}::boolean) AS e`;
}

/** A row as readers see it: the draft over the published columns in preview (see the SQL above). */
export type ViewRow = Omit<EntryRow, 'draft' | 'published' | 'version'>;

const iso = (value: string | Date) => new Date(value).toISOString();

/** A news-like row as lists return it (contracts: {id, type, code, tag, title, summary, image, publishTime, url, data}). */
export function listRow(row: ViewRow) {
  const data = row.data ?? {};
  return {
    id: row.id,
    type: row.type,
    code: row.code,
    tag: row.tag,
    title: row.title,
    summary: row.summary,
    image: typeof data.image === 'string' ? data.image : null,
    publishTime: iso(row.published_at),
    url: typeof data.url === 'string' ? data.url : null,
    data,
  };
}

/** A news-like row as detail calls return it: the list shape plus the body and update time. */
export function detailRow(row: ViewRow) {
  return { ...listRow(row), body: row.body, lang: row.lang, updateTime: iso(row.updated_at) };
}

export { NEWS_TYPES, type NewsType };
/** The resource categories; the list type RESOURCES means all of them. */
export const RESOURCE_TYPES: NewsType[] = [
  'BROCHURES', 'VIDEOS', 'REPORTS', 'WEBINARS', 'DATASHEETS', 'EBOOKS', 'INFOGRAPHICS', 'CASE_STUDY', 'GLOSSARY', 'WHITE_PAPERS',
];

// Callers spell types freely (video, Videos, case-study, white-papers, productUpdates): compare letters only, singular.
const typeKey = (raw: string) => raw.toUpperCase().replace(/[^A-Z]/g, '').replace(/IES$/, 'Y').replace(/S$/, '');
const TYPE_BY_KEY = new Map<string, NewsType>(NEWS_TYPES.map((t) => [typeKey(t), t]));

/** The news types a path or body `type` names (RESOURCES = every resource type); 400 naming `field` otherwise. */
export function newsTypes(raw: string, field = 'type'): NewsType[] {
  if (typeKey(raw) === 'RESOURCE') return RESOURCE_TYPES;
  const type = TYPE_BY_KEY.get(typeKey(raw));
  if (!type) throw ApiError.badInput(field, `unknown content type '${raw.slice(0, 40)}'`);
  return [type];
}

export interface ListFilter {
  types: string[];
  lang: Lang;
  preview: boolean;
  tag?: string;
  keyword?: string;
  /** Equality filters on data fields (data->>key = value). */
  data?: Record<string, string | undefined>;
  recommendedOnly?: boolean;
  recommendFirst?: boolean;
  excludeCode?: string;
  /** Events only: ones not yet over ('upcoming') or over ('past'), by data.endTime, else data.startTime, else publication. */
  when?: 'upcoming' | 'past';
}

/** Escapes LIKE wildcards so a keyword matches literally (used with ESCAPE '\'). */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function where(filter: ListFilter, p: Params): string {
  // One type as an equality, so the store can walk entries_list_order in list order.
  const type = filter.types.length === 1 ? `e.type = ${p.add(filter.types[0])}` : `e.type = ANY(${p.add(filter.types)}::text[])`;
  const clauses = [`e.kind = 'news'`, `e.lang = ${p.add(filter.lang)}`, type];
  if (filter.tag) clauses.push(`lower(e.tag) = lower(${p.add(filter.tag)})`);
  if (filter.keyword) {
    const like = p.add(likePattern(filter.keyword));
    clauses.push(`(e.title ILIKE ${like} ESCAPE '\\' OR e.summary ILIKE ${like} ESCAPE '\\')`);
  }
  for (const [key, value] of Object.entries(filter.data ?? {})) {
    if (value !== undefined && value !== '') clauses.push(`e.data->>${p.add(key)} = ${p.add(value)}`);
  }
  if (filter.recommendedOnly) clauses.push(`e.data->>'recommend' = 'true'`);
  if (filter.excludeCode) clauses.push(`e.code <> ${p.add(filter.excludeCode)}`);
  if (filter.when) {
    // ISO texts compare in time order; a malformed stored date must not fail the whole list, so no cast.
    const ends = `COALESCE(e.data->>'endTime', e.data->>'startTime', to_char(e.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))`;
    clauses.push(`${ends} ${filter.when === 'upcoming' ? '>=' : '<'} ${p.add(new Date().toISOString())}`);
  }
  return clauses.join(' AND ');
}

const RECOMMENDED_FIRST = `(CASE WHEN e.data->>'recommend' = 'true' THEN 0 ELSE 1 END)`;
export const NEWEST = 'e.sort ASC, e.published_at DESC, e.id DESC';

/**
 * One page of news-like rows and the total: one query, whatever the page size (the total of a large list is kept,
 * portal/list-keyset.ts, and then not counted again; a page past the end counts on its own, a second query). With
 * `cursor` (a page's nextCursor) the page starts right after that row, by index seek, instead of skipping
 * pageIndex × pageSize rows; every page carries the nextCursor of the page after it (null at the end).
 */
export async function listNews(q: Queryable, filter: ListFilter, page: { pageIndex: number; pageSize: number; cursor?: string }) {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const p = new Params();
  const from = entryView(p.add(filter.preview));
  const condition = where(filter, p);
  const count = `SELECT count(*)::int AS total FROM ${from} WHERE ${condition}`;
  const countParams = [...p.values];
  const rank = filter.recommendFirst ? RECOMMENDED_FIRST : null;
  const order = rank ? `${rank}, ${NEWEST}` : NEWEST;
  const seek = after ? ` AND ${afterCursor(after, p, rank)}` : '';
  const select = (where: string, limit: string, head = 'SELECT e.*') => `${head}, ${CURSOR_COLUMNS(rank ?? '0')} FROM ${from} WHERE ${where}${seek} ORDER BY ${order} LIMIT ${limit}`;
  const skip = after ? 0 : page.pageIndex * page.pageSize;
  const pageOf = (limit: string) => `${limit}${after ? '' : ` OFFSET ${p.add(skip)}`}`;
  // Several types (RESOURCES): one walk per type of entries_list_order in list order, stopping at the rows this page
  // can need, then merged. One walk of the language's rows that skips other types reads every newer article of those
  // first (10,000 rows for three resources at 100,000 entries). The walk is one subquery run for each type (LATERAL),
  // not a branch per type: planning ten branches cost more than running them once the store was large.
  const multi = filter.types.length > 1;
  const typesAt = multi ? p.add(filter.types) : '';
  const walkLimit = multi ? p.add(skip + page.pageSize) : '';
  const pageLimit = pageOf(p.add(page.pageSize));
  const pageSql = (head: string) =>
    multi
      ? `${head} FROM unnest(${typesAt}::text[]) AS t(type)
       CROSS JOIN LATERAL (${select(`${condition} AND e.type = t.type`, walkLimit)}) e
       ORDER BY e.cursor_r, ${NEWEST} LIMIT ${pageLimit}`
      : select(condition, pageLimit, head);
  type PageRow = ViewRow & { cursor_r: number; cursor_p: string; list_total_?: number };
  // The page and the total in one statement (the count an uncorrelated subquery, run once): one round trip to the
  // store instead of two. A kept total (large lists) is not counted again: then the page is read alone. An empty page
  // (past the end) carries no total, which is then counted on its own.
  let rows: PageRow[] | undefined;
  const total = await listTotal(q, count, countParams, filter.preview, async () => {
    rows = await q.query<PageRow>(pageSql(`SELECT e.*, (${count}) AS list_total_`), p.values);
    return rows.length ? Number(rows[0].list_total_) : countRows(q, count, countParams);
  });
  rows ??= await q.query<PageRow>(pageSql('SELECT e.*'), p.values);
  const last = rows.at(-1);
  const nextCursor = last && rows.length === page.pageSize ? encodeCursor({ ...(rank ? { r: last.cursor_r } : {}), s: last.sort, p: last.cursor_p, i: last.id }) : null;
  return { total, pageIndex: page.pageIndex, pageSize: page.pageSize, rows: rows.map(({ cursor_r, cursor_p, list_total_, ...row }) => listRow(row)), nextCursor };
}

/** The first `limit` rows of a filter, without a total (recommendation strips, related items). */
export async function topNews(q: Queryable, filter: ListFilter, limit: number) {
  const p = new Params();
  const from = entryView(p.add(filter.preview));
  const order = filter.recommendFirst ? `${RECOMMENDED_FIRST}, ${NEWEST}` : NEWEST;
  const rows = await q.query<ViewRow>(`SELECT e.* FROM ${from} WHERE ${where(filter, p)} ORDER BY ${order} LIMIT ${p.add(limit)}`, p.values);
  return rows.map(listRow);
}

/** One news-like entry by a condition on `e` (built with the same Params), or null. */
export async function findNews(q: Queryable, preview: boolean, build: (p: Params) => string): Promise<ViewRow | null> {
  const p = new Params();
  const from = entryView(p.add(preview));
  const rows = await q.query<ViewRow>(`SELECT e.* FROM ${from} WHERE e.kind = 'news' AND ${build(p)} ORDER BY e.id LIMIT 1`, p.values);
  return rows[0] ?? null;
}
