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
      await q.query(`SET LOCAL statement_timeout = ${timeoutMs()}`);
      return run(q);
    });
  } catch (error) {
    if ((error as { code?: string }).code === '57014') {
      throw new ApiError(503, CODE.UNAVAILABLE, 'the search took too long; try a longer or more specific keyword');
    }
    throw error;
  }
}
