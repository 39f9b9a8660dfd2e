import { config } from '../../config';
/** Lead delivery and retention settings (config/ checks them), read on each use so tests can change them. */

export const deliveryConfig = () => {
  const env = config();
  const timeoutMs = env.LEAD_DELIVERY_TIMEOUT_MS;
  return {
    /** How often the worker looks for due outbox rows. */
    pollMs: env.LEAD_DELIVERY_POLL_MS,
    /** Attempts before a row is dead-lettered. */
    maxAttempts: env.LEAD_DELIVERY_MAX_ATTEMPTS,
    /** First retry delay; each further retry doubles it (with jitter) up to retryMaxMs. */
    retryBaseMs: env.LEAD_RETRY_BASE_MS,
    retryMaxMs: env.LEAD_RETRY_MAX_MS,
    /** A receiver that has not answered by then is cut off. */
    timeoutMs,
    /** How long a claim holds a row; past it (a crashed instance) another deliverer retakes it. Above the timeout. */
    leaseMs: Math.max(env.LEAD_DELIVERY_LEASE_MS, timeoutMs + 1_000),
    /** Deliveries in flight per instance; a slow receiver holds one slot, never the loop. */
    concurrency: env.LEAD_DELIVERY_CONCURRENCY,
  };
};

/** Days a submission is kept (0 keeps them forever), and how often the sweep runs. */
export const retentionDays = () => config().LEAD_RETENTION_DAYS;
export const retentionSweepMs = () => config().LEAD_RETENTION_SWEEP_MS;

/** http:// to loopback receivers is allowed only with WEBHOOK_ALLOW_LOOPBACK=1 (local tests and demos). */
export const allowLoopback = () => config().WEBHOOK_ALLOW_LOOPBACK;

/** Exponential backoff with full jitter: a random delay in [base·2^(n-1)/2, base·2^(n-1)], capped. */
export function retryDelayMs(attempt: number, random = Math.random): number {
  const { retryBaseMs, retryMaxMs } = deliveryConfig();
  const ceiling = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
