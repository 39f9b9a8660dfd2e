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
 * the store's total from all instances, which each take() updates in the background; the gap is the requests still
 * in flight to the store.
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
    const expires = new Date(window.start + this.windowMs).toISOString();
    store
      .query<{ count: number }>(
        `INSERT INTO rate_windows (key, window_start, count, expires_at) VALUES ($1, $2, 1, $3)
         ON CONFLICT (key, window_start) DO UPDATE SET count = rate_windows.count + 1 RETURNING count`,
        [`${this.name}|${key}`, window.start, expires],
      )
      .then(([row]) => {
        window.unacked -= 1;
        window.stored = Math.max(window.stored, row.count);
      })
      .catch((error) => {
        window.unacked -= 1;
        if (!warned) console.warn('[rate-limit] shared counter unavailable, counting locally: %s', (error as Error).message);
        warned = true;
      });
    if (Date.now() - lastPrune > 60_000) {
      lastPrune = Date.now();
      store.query('DELETE FROM rate_windows WHERE expires_at < now()').catch(() => undefined);
    }
  }

  private prune(start: number) {
    for (const [key, w] of this.windows) if (w.start !== start) this.windows.delete(key);
  }
}
