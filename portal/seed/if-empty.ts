import type { Store } from '../store';

/**
 * Seeds an empty store; a store already holding content is left alone. The seed (about a megabyte of code) is loaded
 * only when it is needed: every later start skips it.
 */
export async function seedIfEmpty(store: Store): Promise<boolean> {
  const [{ n }] = await store.query<{ n: number }>('SELECT count(*)::int AS n FROM entries');
  if (n > 0) return false;
  // require, not import(): the browser tests' TypeScript loader would hand a dynamic import to Node's ESM loader.
  const { applySeed } = require('./index') as typeof import('./index');
  await applySeed(store);
  return true;
}
