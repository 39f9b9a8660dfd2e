import DataLoader from 'dataloader';
import type { Queryable, Store } from './store';
import type { Lang } from '../contract/langs';

/** What a batch shares: the language read and whether drafts are shown. */
export interface ReadScope {
  lang: Lang;
  preview: boolean;
}

/**
 * Reads of one kind asked for at the same moment go to the store as one query. A page's modules load side by side,
 * each through its own API call (the home page's banners, module tabs and JSON modules; a doc article and its tree,
 * which both look up the product), and each store query is a round trip to the store's thread or server with a
 * fixed cost of its own. One DataLoader per store and scope (language, preview state), its cache off: nothing is kept
 * between reads, so an edit is seen by the next call. A record handed out twice in one batch (the same key asked
 * twice, or two keys of one record: `recordOf`) goes to the later callers as a copy of its own, as callers may change
 * what they are given. Reads inside a transaction (a Queryable that is not the store) run on it alone.
 */
export function readsTogether<V>(
  readMany: (store: Store, scope: ReadScope, keys: readonly string[]) => Promise<Map<string, V>>,
  recordOf: (key: string) => string = (key) => key,
) {
  const loaders = new WeakMap<Store, Map<string, DataLoader<string, V | null>>>();
  return (store: Store, scope: ReadScope): DataLoader<string, V | null> => {
    let byScope = loaders.get(store);
    if (!byScope) loaders.set(store, (byScope = new Map()));
    const scopeKey = `${scope.lang}|${scope.preview}`;
    let loader = byScope.get(scopeKey);
    if (!loader) {
      loader = new DataLoader<string, V | null>(
        async (keys) => {
          const found = await readMany(store, scope, [...new Set(keys)]);
          const handedOut = new Set<string>();
          return keys.map((key) => {
            const value = found.get(key) ?? null;
            if (value === null || !handedOut.has(recordOf(key))) return handedOut.add(recordOf(key)), value;
            return structuredClone(value);
          });
        },
        { cache: false },
      );
      byScope.set(scopeKey, loader);
    }
    return loader;
  };
}

/** The store itself (reads may be batched), as opposed to a transaction on it. */
export const isStore = (q: Queryable): q is Store => 'tx' in q;
