import { FORM_NAMES } from '../../contract/forms';
import { ApiError, parseLang } from '../http';
import type { Queryable } from '../store';
import { FORM_KIND_PREFIX } from './outbox';

import { DELIVERY_STATES, type DeliveryState, type Lead, type LeadDelivery } from '../../contract/api-types';

export { DELIVERY_STATES, type DeliveryState, type Lead, type LeadDelivery };

export interface LeadFilter {
  form?: string;
  lang?: string;
  from?: string;
  to?: string;
  state?: DeliveryState;
  q?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The inbox filters from a query string; anything malformed is a 400 naming the parameter. */
export function parseFilter(query: URLSearchParams): LeadFilter {
  const get = (name: string) => query.get(name)?.trim() || undefined;
  const filter: LeadFilter = { form: get('form'), from: get('from'), to: get('to'), q: get('q')?.slice(0, 200) };
  if (filter.form && !(FORM_NAMES as readonly string[]).includes(filter.form)) throw ApiError.badInput('form', `unknown form; use one of ${FORM_NAMES.join(', ')}`);
  const language = get('language');
  if (language) filter.lang = parseLang(language);
  for (const name of ['from', 'to'] as const) {
    const value = filter[name];
    if (value && (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))) throw ApiError.badInput(name, 'must be a date YYYY-MM-DD');
  }
  const state = get('state');
  if (state && !(DELIVERY_STATES as readonly string[]).includes(state)) throw ApiError.badInput('state', `use one of ${DELIVERY_STATES.join(', ')}`);
  filter.state = state as DeliveryState | undefined;
  return filter;
}

/** A lead's delivery state: dead if any channel is, else pending if any is, delivered when all are, none without rows. */
const STATE_SQL = `(SELECT CASE WHEN bool_or(o.state = 'dead') THEN 'dead' WHEN bool_or(o.state = 'pending') THEN 'pending'
  WHEN count(*) > 0 THEN 'delivered' ELSE 'none' END FROM lead_outbox o WHERE o.submission_id = s.id)`;

/** The WHERE clause and parameters of a filter (dates are whole UTC days, both ends included). */
function where(filter: LeadFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [`${FORM_KIND_PREFIX}%`];
  const parts = ['s.kind LIKE $1'];
  const add = (sql: string, value: unknown) => { params.push(value); parts.push(sql.replace('?', `$${params.length}`)); };
  if (filter.form) add('s.kind = ?', `${FORM_KIND_PREFIX}${filter.form}`);
  if (filter.lang) add('s.lang = ?', filter.lang);
  if (filter.from) add(`s.created_at >= ?::timestamptz`, `${filter.from}T00:00:00Z`);
  if (filter.to) add(`s.created_at < ?::timestamptz + interval '1 day'`, `${filter.to}T00:00:00Z`);
  if (filter.state) add(`${STATE_SQL} = ?`, filter.state);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    add(`(s.payload->'detail'->>'email' ILIKE ? OR s.payload->'detail'->>'company' ILIKE $${params.length + 1})`, like);
  }
  return { sql: parts.join(' AND '), params };
}

interface Row {
  id: number;
  kind: string;
  lang: string;
  payload: { detail?: Record<string, unknown> };
  created_at: Date | string;
  state: DeliveryState;
}


const toLead = (r: Row): Lead => {
  const detail = r.payload.detail ?? {};
  return {
    id: r.id,
    form: r.kind.slice(FORM_KIND_PREFIX.length),
    lang: r.lang,
    receivedAt: new Date(r.created_at).toISOString(),
    email: String(detail.email ?? ''),
    company: String(detail.company ?? ''),
    name: [detail.firstName, detail.lastName].filter(Boolean).join(' '),
    state: r.state,
    detail,
  };
};

/** Filtered leads, newest first, one page at a time (limit ≤ 50 000 for the export). */
export async function listLeads(q: Queryable, filter: LeadFilter, limit: number, offset = 0): Promise<{ total: number; rows: Lead[] }> {
  const w = where(filter);
  const [{ total }] = await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM submissions s WHERE ${w.sql}`, w.params);
  const rows = await q.query<Row>(
    `SELECT s.id, s.kind, s.lang, s.payload, s.created_at, ${STATE_SQL} AS state FROM submissions s WHERE ${w.sql}
     ORDER BY s.created_at DESC, s.id DESC LIMIT ${Math.floor(limit)} OFFSET ${Math.floor(offset)}`,
    w.params,
  );
  return { total, rows: rows.map(toLead) };
}

/** Leads per form per UTC day under the same filter, for the inbox chart (the most recent 31 days that have any). */
export async function dailyCounts(q: Queryable, filter: LeadFilter): Promise<Array<{ day: string; form: string; count: number }>> {
  const w = where(filter);
  const rows = await q.query<{ day: string; form: string; count: number }>(
    `SELECT to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, substr(s.kind, ${FORM_KIND_PREFIX.length + 1}) AS form, count(*)::int AS count
     FROM submissions s WHERE ${w.sql} GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
    w.params,
  );
  const days = [...new Set(rows.map((r) => r.day))].slice(0, 31);
  return rows.filter((r) => days.includes(r.day)).reverse();
}


/** One lead with its delivery rows (the inbox's detail view). */
export async function leadDetail(q: Queryable, id: number): Promise<Lead & { deliveries: LeadDelivery[] }> {
  const [row] = await q.query<Row>(`SELECT s.id, s.kind, s.lang, s.payload, s.created_at, ${STATE_SQL} AS state FROM submissions s WHERE s.id = $1 AND s.kind LIKE $2`, [id, `${FORM_KIND_PREFIX}%`]);
  if (!row) throw ApiError.notFound('lead');
  const deliveries = await q.query<{ channel: LeadDelivery['channel']; target: string; state: LeadDelivery['state']; attempts: number; last_error: string; next_attempt_at: Date | string; delivered_at: Date | string | null }>(
    'SELECT channel, target, state, attempts, last_error, next_attempt_at, delivered_at FROM lead_outbox WHERE submission_id = $1 ORDER BY channel',
    [id],
  );
  return {
    ...toLead(row),
    deliveries: deliveries.map((d) => ({
      channel: d.channel, target: d.target, state: d.state, attempts: d.attempts, lastError: d.last_error,
      nextAttemptAt: new Date(d.next_attempt_at).toISOString(), deliveredAt: d.delivered_at ? new Date(d.delivered_at).toISOString() : null,
    })),
  };
}
