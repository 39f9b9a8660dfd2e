import { onContentChange } from './editor/events';

/**
 * Answers that are costly at scale (the total of a long list, a search with thousands of matches) kept per store
 * until published content changes anywhere (every instance hears of a change: server/coherence.ts) or `ttlMs`
 * passes, whichever comes first. A value computed while a change landed is not kept past it: the generation is
 * read before computing.
 */

let generation = 0;
onContentChange(() => {
  generation += 1;
});

interface Kept<T> {
  at: number;
  generation: number;
  value: T;
}

export class KeptUntilChange<T> {
  private readonly byStore = new WeakMap<object, Map<string, Kept<T>>>();

  /** `keep` says whether a fresh value is worth keeping (cheap answers are recomputed, always exact). */
  constructor(
    private readonly ttlMs: () => number,
    private readonly keep: (value: T) => boolean,
    private readonly maxKeys = 2000,
  ) {}

  async get(store: object, key: string, compute: () => Promise<T>): Promise<T> {
    const known = this.byStore.get(store)?.get(key);
    if (known && known.generation === generation && Date.now() - known.at <= this.ttlMs()) return known.value;
    const before = generation;
    const value = await compute();
    if (this.keep(value)) {
      const kept = this.byStore.get(store) ?? new Map<string, Kept<T>>();
      if (kept.size >= this.maxKeys) kept.clear();
      kept.set(key, { at: Date.now(), generation: before, value });
      this.byStore.set(store, kept);
    }
    return value;
  }
}
