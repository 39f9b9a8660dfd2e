/** Lead delivery and retention settings, read from the environment on each use so tests can change them. */
const num = (name: string, fallback: number, min = 0) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= min && process.env[name] !== '' && process.env[name] !== undefined ? value : fallback;
};

export const deliveryConfig = () => {
  const timeoutMs = num('LEAD_DELIVERY_TIMEOUT_MS', 10_000, 1);
  return {
    /** How often the worker looks for due outbox rows. */
    pollMs: num('LEAD_DELIVERY_POLL_MS', 2_000, 10),
    /** Attempts before a row is dead-lettered. */
    maxAttempts: num('LEAD_DELIVERY_MAX_ATTEMPTS', 8, 1),
    /** First retry delay; each further retry doubles it (with jitter) up to retryMaxMs. */
    retryBaseMs: num('LEAD_RETRY_BASE_MS', 30_000, 1),
    retryMaxMs: num('LEAD_RETRY_MAX_MS', 6 * 3600_000, 1),
    /** A receiver that has not answered by then is cut off. */
    timeoutMs,
    /** How long a claim holds a row; past it (a crashed instance) another deliverer retakes it. Above the timeout. */
    leaseMs: Math.max(num('LEAD_DELIVERY_LEASE_MS', 60_000, 1), timeoutMs + 1_000),
    /** Deliveries in flight per instance; a slow receiver holds one slot, never the loop. */
    concurrency: num('LEAD_DELIVERY_CONCURRENCY', 8, 1),
  };
};

/** Days a submission is kept (0 keeps them forever), and how often the sweep runs. */
export const retentionDays = () => num('LEAD_RETENTION_DAYS', 365);
export const retentionSweepMs = () => num('LEAD_RETENTION_SWEEP_MS', 3600_000, 10);

/** http:// to loopback receivers is allowed only with WEBHOOK_ALLOW_LOOPBACK=1 (local tests and demos). */
export const allowLoopback = () => process.env.WEBHOOK_ALLOW_LOOPBACK === '1';

/** Exponential backoff with full jitter: a random delay in [base·2^(n-1)/2, base·2^(n-1)], capped. */
export function retryDelayMs(attempt: number, random = Math.random): number {
  const { retryBaseMs, retryMaxMs } = deliveryConfig();
  const ceiling = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
