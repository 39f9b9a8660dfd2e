import crypto from 'node:crypto';
import type { Queryable } from '../store';
import { deliveryConfig, retryDelayMs } from './config';
import { mailEnabled } from './mail';

export const FORM_KIND_PREFIX = 'form:';

export interface OutboxRow {
  id: number;
  submission_id: number;
  channel: 'webhook' | 'email';
  target: string;
  attempts: number;
  lease_token: string;
}

/**
 * Called inside the submission's transaction: one outbox row per configured channel of the lead's form, so a
 * stored lead always has its deliveries recorded (and a refused write has neither).
 */
export async function enqueueDeliveries(q: Queryable, kind: string, submissionId: number): Promise<void> {
  if (!kind.startsWith(FORM_KIND_PREFIX)) return;
  const [dest] = await q.query<{ webhook_url: string; email_to: string }>('SELECT webhook_url, email_to FROM lead_destinations WHERE form = $1', [kind.slice(FORM_KIND_PREFIX.length)]);
  if (!dest) return;
  const rows: Array<[string, string]> = [];
  if (dest.webhook_url) rows.push(['webhook', dest.webhook_url]);
  if (dest.email_to && mailEnabled()) rows.push(['email', dest.email_to]);
  for (const [channel, target] of rows) {
    await q.query('INSERT INTO lead_outbox (submission_id, channel, target) VALUES ($1, $2, $3)', [submissionId, channel, target]);
  }
}

/**
 * Takes up to `limit` due rows for this deliverer. SKIP LOCKED lets several instances claim at once without
 * taking the same row; the lease (and its token) makes a crashed instance's rows due again once it passes.
 */
export async function claimDue(q: Queryable, limit: number): Promise<OutboxRow[]> {
  if (limit < 1) return [];
  return q.query<OutboxRow>(
    `UPDATE lead_outbox SET lease_until = now() + make_interval(secs => $1::float8 / 1000), lease_token = $3, attempts = attempts + 1
     WHERE id IN (SELECT id FROM lead_outbox WHERE state = 'pending' AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())
                  ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id, submission_id, channel, target, attempts, lease_token`,
    [deliveryConfig().leaseMs, limit, crypto.randomUUID()],
  );
}

/** Marks a claimed row delivered, unless its lease was retaken meanwhile (then the new holder decides). */
export async function markDelivered(q: Queryable, row: OutboxRow): Promise<void> {
  await q.query(
    `UPDATE lead_outbox SET state = 'delivered', delivered_at = now(), last_error = '', lease_until = NULL, lease_token = NULL
     WHERE id = $1 AND lease_token = $2`,
    [row.id, row.lease_token],
  );
}

/** A failed attempt: retried after a jittered, growing delay, or dead-lettered at the last attempt (or when `final`). */
export async function markFailed(q: Queryable, row: OutboxRow, error: string, final: boolean): Promise<void> {
  const dead = final || row.attempts >= deliveryConfig().maxAttempts;
  await q.query(
    `UPDATE lead_outbox SET state = $3, last_error = $4, lease_until = NULL, lease_token = NULL,
       next_attempt_at = now() + make_interval(secs => $5::float8 / 1000)
     WHERE id = $1 AND lease_token = $2`,
    [row.id, row.lease_token, dead ? 'dead' : 'pending', error.slice(0, 500), dead ? 0 : retryDelayMs(row.attempts)],
  );
}

/** "Deliver again": dead rows of a lead start over, to the form's current target when it still has one. */
export async function redeliver(q: Queryable, submissionId: number): Promise<number> {
  const rows = await q.query(
    `UPDATE lead_outbox o SET state = 'pending', attempts = 0, next_attempt_at = now(), lease_until = NULL, lease_token = NULL,
       target = COALESCE(NULLIF(CASE o.channel WHEN 'webhook' THEN d.webhook_url ELSE d.email_to END, ''), o.target)
     FROM submissions s LEFT JOIN lead_destinations d ON d.form = substr(s.kind, ${FORM_KIND_PREFIX.length + 1})
     WHERE o.submission_id = $1 AND s.id = o.submission_id AND o.state = 'dead' RETURNING o.id`,
    [submissionId],
  );
  return rows.length;
}
