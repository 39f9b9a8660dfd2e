import { Lru } from '../contract/lru';

/** A rendered response as the cache keeps it. */
export interface RenderedPage {
  status: number;
  contentType: string;
  /** Redirect target, when the render answered with one. */
  location?: string;
  body: string;
}

export type CacheState = 'HIT' | 'STALE' | 'MISS';

export interface PageCacheOptions {
  /** How long an entry is served without asking the renderer again. */
  freshMs: number;
  /** How long after that an entry is still served while one background render refreshes it. */
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  /** Renders the page for a key; the cache stores the result only when its status is 200. */
  render: (key: string) => Promise<RenderedPage>;
  now?: () => number;
}

interface Entry {
  page: RenderedPage;
  storedAt: number;
}

/**
 * Rendered pages with stale-while-revalidate: fresh entries are served as they are, stale ones are served while a
 * single background render replaces them, and concurrent misses of one key share one render. A failed refresh keeps
 * the stale entry (stale-if-error). `clear()` bumps a generation so renders begun before it are not stored.
 */
export class PageCache {
  private readonly entries: Lru<Entry>;
  private readonly inFlight = new Map<string, Promise<RenderedPage>>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.entries = new Lru<Entry>(options.maxEntries, options.maxBytes);
    this.now = options.now ?? Date.now;
  }

  async get(key: string): Promise<{ page: RenderedPage; state: CacheState }> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age < this.options.freshMs) return { page: entry.page, state: 'HIT' };
    if (entry && age < this.options.freshMs + this.options.staleMs) {
      this.renderOnce(key).catch((error) => console.warn('[page-cache] refresh of %s failed: %s', key, (error as Error).message));
      return { page: entry.page, state: 'STALE' };
    }
    return { page: await this.renderOnce(key), state: 'MISS' };
  }

  /** Drops every entry (content changed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private renderOnce(key: string): Promise<RenderedPage> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const generation = this.generation;
    const rendering = this.options
      .render(key)
      .then((page) => {
        if (page.status === 200 && generation === this.generation) {
          this.entries.set(key, { page, storedAt: this.now() }, Buffer.byteLength(page.body) + key.length);
        }
        return page;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, rendering);
    return rendering;
  }
}
