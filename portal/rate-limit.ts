import type { Queryable } from './store';

/** Where counters are shared (set by portal/boot.ts); without one, each process counts for itself. */
let shared: Queryable | null = null;
let lastPrune = 0;
let warned = false;

export function useSharedRateLimits(store: Queryable | null): void {
  shared = store;
}

const names = new Map<string, number>();

interface Window {
  start: number;
  /** Requests this process counted in the window. */
  count: number;
  /** The store's count for the window at its last answer, and how many of ours it had not seen yet. */
  stored: number;
  unacked: number;
}

/**
 * Fixed-window request counter per key (client IP + bucket). Windows start at multiples of windowMs, so every
 * instance means the same window. The answer stays synchronous (callers test it inline): it counts locally and adds
 * the store's total from all instances, to which take() adds in the background (batched: see flush); the gap is the
 * requests still on their way to the store.
 */
export class RateLimiter {
  private windows = new Map<string, Window>();
  private readonly name: string;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    name?: string,
  ) {
    // A name is shared by every instance's limiter of that name. Unnamed limiters are told apart by their settings
    // and order of creation (the same in every instance running the same code).
    const base = `${limit}/${windowMs}`;
    const seen = names.get(base) ?? 0;
    if (!name) names.set(base, seen + 1);
    this.name = name ?? (seen ? `${base}#${seen}` : base);
  }

  /** Counts one request; false when the key is over its limit in the current window. */
  take(key: string, now = Date.now()): boolean {
    const start = now - (now % this.windowMs);
    let current = this.windows.get(key);
    if (!current || current.start !== start) {
      if (this.windows.size > 10_000) this.prune(start);
      current = { start, count: 0, stored: 0, unacked: 0 };
      this.windows.set(key, current);
    }
    current.count += 1;
    if (shared) this.record(shared, key, current);
    return Math.max(current.count, current.stored + current.unacked) <= this.limit;
  }

  private record(store: Queryable, key: string, window: Window) {
    window.unacked += 1;
    const counted = `${this.name}|${key}`;
    const id = `${window.start}|${counted}`;
    const entry = queued.get(id);
    if (entry) entry.count += 1;
    else queued.set(id, { key: counted, start: window.start, expires: new Date(window.start + this.windowMs).toISOString(), count: 1, window });
    if (!flushing) {
      flushing = true;
      setImmediate(() => void flush(store));
    }
  }

  private prune(start: number) {
    for (const [key, w] of this.windows) if (w.start !== start) this.windows.delete(key);
  }
}

/** Counts not yet in the store, one entry per key and window. */
interface Queued {
  key: string;
  start: number;
  expires: string;
  count: number;
  window: Window;
}
const queued = new Map<string, Queued>();
let flushing = false;

/**
 * Adds the queued counts to the store in one statement and hands each window the store's total from all instances.
 * At most one is in flight: what arrives meanwhile goes in the next, so a busy instance sends one statement per
 * round trip, not one per request.
 */
async function flush(store: Queryable): Promise<void> {
  const batch = [...queued.values()];
  queued.clear();
  try {
    const rows = await store.query<{ key: string; start: string; count: number }>(
      `INSERT INTO rate_windows (key, window_start, count, expires_at)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::int[], $4::timestamptz[])
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_windows.count + EXCLUDED.count
       RETURNING key, window_start::text AS start, count`,
      [batch.map((q) => q.key), batch.map((q) => q.start), batch.map((q) => q.count), batch.map((q) => q.expires)],
    );
    const totals = new Map(rows.map((r) => [`${r.start}|${r.key}`, r.count]));
    for (const q of batch) q.window.stored = Math.max(q.window.stored, totals.get(`${q.start}|${q.key}`) ?? 0);
  } catch (error) {
    if (!warned) console.warn('[rate-limit] shared counter unavailable, counting locally: %s', (error as Error).message);
    warned = true;
  } finally {
    for (const q of batch) q.window.unacked -= q.count;
  }
  if (Date.now() - lastPrune > 60_000) {
    lastPrune = Date.now();
    store.query('DELETE FROM rate_windows WHERE expires_at < now()').catch(() => undefined);
  }
  if (queued.size) setImmediate(() => void flush(shared ?? store));
  else flushing = false;
}
