import { startPoller } from '../poller';
import type { Store } from '../store';
import { deliveryConfig, retentionDays, retentionSweepMs } from './config';
import { sendLeadMail } from './mail';
import { claimDue, FORM_KIND_PREFIX, markDelivered, markFailed, type OutboxRow } from './outbox';
import { sweepRetention } from './privacy';
import { UrlRefused } from './url-policy';
import { postWebhook } from './webhook';

interface LeadRow {
  kind: string;
  idempotency_key: string;
  payload: { code?: string; detail?: Record<string, unknown> } & Record<string, unknown>;
  lang: string;
  created_at: Date | string;
  signing_secret: string | null;
}

/** The JSON a CRM receives: the lead's fields as submitted, plus where and when it came from. */
export function leadJson(id: number, lead: LeadRow): string {
  return JSON.stringify({
    id,
    form: lead.kind.slice(FORM_KIND_PREFIX.length),
    lang: lead.lang,
    receivedAt: new Date(lead.created_at).toISOString(),
    idempotencyKey: lead.idempotency_key,
    lead: lead.payload.detail ?? lead.payload,
  });
}

async function deliverOne(store: Store, row: OutboxRow): Promise<void> {
  const { timeoutMs } = deliveryConfig();
  const [lead] = await store.query<LeadRow>(
    `SELECT s.kind, s.idempotency_key, s.payload, s.lang, s.created_at, d.signing_secret
     FROM submissions s LEFT JOIN lead_destinations d ON d.form = substr(s.kind, ${FORM_KIND_PREFIX.length + 1}) WHERE s.id = $1`,
    [row.submission_id],
  );
  if (!lead) return; // erased meanwhile: its outbox rows went with it
  try {
    if (row.channel === 'webhook') {
      await postWebhook(row.target, leadJson(row.submission_id, lead), lead.signing_secret ?? '', lead.idempotency_key, timeoutMs);
    } else {
      const detail = lead.payload.detail ?? lead.payload;
      const lines = Object.entries(detail).map(([k, v]): [string, string] => [k, Array.isArray(v) ? v.join(', ') : String(v ?? '')]);
      await sendLeadMail({ to: row.target, form: lead.kind.slice(FORM_KIND_PREFIX.length), idempotencyKey: lead.idempotency_key, lines: [['lang', lead.lang], ...lines] }, timeoutMs);
    }
    await markDelivered(store, row);
  } catch (error) {
    // A refused target will not get better by waiting: dead-letter it at once, with the reason.
    await markFailed(store, row, (error as Error).message || String(error), error instanceof UrlRefused);
  }
}

/**
 * The in-process delivery loop. Each poll claims as many due rows as there are free slots and starts them
 * without waiting, so one slow or failing receiver never holds up another lead. Also runs the retention sweep.
 */
export function startDeliveryWorker(store: Store) {
  const inFlight = new Set<Promise<void>>();
  let lastSweep = 0;

  async function tick() {
    const { concurrency } = deliveryConfig();
    for (const row of await claimDue(store, concurrency - inFlight.size)) {
      const job: Promise<void> = deliverOne(store, row)
        .catch((error) => console.error('[leads] delivery %d failed to record: %s', row.id, (error as Error).message))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    }
    if (retentionDays() > 0 && Date.now() - lastSweep >= retentionSweepMs()) {
      lastSweep = Date.now();
      await sweepRetention(store, retentionDays());
    }
  }

  const failed = (error: unknown) => console.error('[leads] delivery poll failed: %s', (error as Error).message);
  const poller = startPoller({ run: tick, delayMs: () => deliveryConfig().pollMs, immediate: false, failed });

  return {
    /** Stops polling and waits for deliveries in flight (each is bounded by the timeout). */
    async stop() {
      void poller.halt();
      await Promise.allSettled([...inFlight]);
    },
  };
}
