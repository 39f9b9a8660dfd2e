import { ApiError } from './http';
import type { Params } from './listing';
import type { Queryable } from './store';
import { KeptUntilChange } from './kept-until-change';
import { config } from '../config';

/**
 * Deep list pages and their totals. A page after a `cursor` (the `nextCursor` of the page before) starts at its
 * position in the list order with an index seek, whatever its depth, where pageIndex makes the store skip every row
 * before it. Totals of large lists are counted once and kept until content changes or LIST_COUNT_TTL_MS passes.
 */

/** Position of a row in the list order: recommended rank (when recommended first), sort, publication time, id. */
export interface Cursor {
  r?: number;
  s: number;
  p: string;
  i: number;
}

/** The cursor columns a list query selects next to each row (the time as text: a JS Date would drop microseconds). */
export const CURSOR_COLUMNS = (rank: string) =>
  `${rank} AS cursor_r, to_char(e.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_p`;

export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

export function decodeCursor(raw: string, field = 'cursor'): Cursor {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    const valid = Number.isInteger(c.s) && Number.isInteger(c.i) && (c.r === undefined || Number.isInteger(c.r))
      && typeof c.p === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/.test(c.p);
    if (valid) return c;
  } catch {
    // falls through to the 400 below
  }
  throw ApiError.badInput(field, 'not a cursor this list gave (use nextCursor of the page before)');
}

/** Rows after the cursor in the order `rank ASC, sort ASC, published_at DESC, id DESC` (rank only when given). */
export function afterCursor(c: Cursor, p: Params, rank: string | null): string {
  const s = p.add(c.s);
  const at = `${p.add(c.p)}::timestamptz`;
  const i = p.add(c.i);
  const rest = `(e.sort > ${s} OR (e.sort = ${s} AND (e.published_at < ${at} OR (e.published_at = ${at} AND e.id < ${i}))))`;
  if (!rank) return rest;
  const r = p.add(c.r ?? 0);
  return `(${rank} > ${r} OR (${rank} = ${r} AND ${rest}))`;
}

/** Lists shorter than this are counted on every request: cheap, and always exact. */
const CACHE_FROM = 1000;
const totals = new KeptUntilChange<number>(() => config().LIST_COUNT_TTL_MS, (total) => total >= CACHE_FROM);

/** The total a count query (`SELECT count(*)::int AS total …`) gives. */
export const countRows = async (q: Queryable, countSql: string, params: unknown[]) => (await q.query<{ total: number }>(countSql, params))[0].total;

/**
 * count(*) of a list's query, reused for large published lists (never in preview, whose drafts change unannounced).
 * `counted`: how to get the total when it is not kept (e.g. alongside the page's rows), else the count query alone.
 */
export async function listTotal(q: Queryable, countSql: string, params: unknown[], preview: boolean, counted?: () => Promise<number>): Promise<number> {
  const count = counted ?? (() => countRows(q, countSql, params));
  return preview ? count() : totals.get(q, `${countSql}\n${JSON.stringify(params)}`, count);
}
