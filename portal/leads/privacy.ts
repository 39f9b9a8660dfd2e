import crypto from 'node:crypto';
import type { Store } from '../store';

export const normalEmail = (email: string) => email.trim().toLowerCase();
/** What the audit keeps of an erased address: its hash, so the trail itself holds no copy of it. */
export const emailHash = (email: string) => crypto.createHash('sha256').update(normalEmail(email)).digest('hex');

/**
 * Erases every submission carrying this email (lead forms keep it in detail.email, investment contacts in email);
 * their outbox rows go with them. The audit row says who, how many, which ids and when.
 */
export async function eraseByEmail(store: Store, staff: { staffId: number; email: string }, email: string): Promise<{ erased: number }> {
  const address = normalEmail(email);
  return store.tx(async (q) => {
    const rows = await q.query<{ id: number }>(
      `DELETE FROM submissions WHERE lower(payload->'detail'->>'email') = $1 OR lower(payload->>'email') = $1 RETURNING id`,
      [address],
    );
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    await q.query('INSERT INTO lead_audit (action, staff_id, staff_email, detail) VALUES ($1, $2, $3, $4::jsonb)', [
      'erase', staff.staffId, staff.email, JSON.stringify({ emailSha256: emailHash(address), count: ids.length, submissionIds: ids }),
    ]);
    return { erased: ids.length };
  });
}

/** Removes submissions older than the retention period, with one audit row per sweep that removed any. */
export async function sweepRetention(store: Store, days: number): Promise<number> {
  return store.tx(async (q) => {
    const rows = await q.query<{ id: number }>('DELETE FROM submissions WHERE created_at < now() - make_interval(days => $1) RETURNING id', [Math.floor(days)]);
    if (rows.length) {
      await q.query(`INSERT INTO lead_audit (action, detail) VALUES ('retention', $1::jsonb)`, [JSON.stringify({ days, count: rows.length })]);
    }
    return rows.length;
  });
}
