import { ApiError, CODE } from '../http';
import type { Queryable, Store } from '../store';
import { config } from '../../config';

const timeoutMs = () => config().SEARCH_TIMEOUT_MS;

/**
 * Runs a search's queries in one transaction under a statement timeout (SEARCH_TIMEOUT_MS, default 2000), so no
 * keyword holds a PostgreSQL connection for long; a query cut off answers 503 asking for a narrower keyword.
 * PGlite runs each query to its end (WebAssembly has no timer signal to cancel it): there the index lookups and the
 * minimum keyword are what keep a search short.
 */
export async function bounded<T>(store: Store, run: (q: Queryable) => Promise<T>): Promise<T> {
  try {
    return await store.tx(async (q) => {
      // No parallel workers either: a search reads a few thousand rows at most, and starting workers cost more than
      // they saved (安全 at 100,000 entries on PostgreSQL, two cores: 11-13 ms with two workers, 7.5-8.5 ms without).
      await q.query(`SELECT set_config('statement_timeout', $1, true), set_config('max_parallel_workers_per_gather', '0', true)`, [String(timeoutMs())]);
      return run(q);
    });
  } catch (error) {
    if ((error as { code?: string }).code === '57014') {
      throw new ApiError(503, CODE.UNAVAILABLE, 'the search took too long; try a longer or more specific keyword');
    }
    throw error;
  }
}
