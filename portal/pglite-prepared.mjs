// Named prepared statements for PGlite (used by portal/pglite-worker.mjs). PGlite's query() parses, analyses and
// plans its SQL again on every call; for the store's short lookups planning is most of the cost (the page query:
// about 0.5 ms of planning against 0.25 ms of execution, the planner sizing each of the entries table's indexes
// through the file system). Here each parameterised statement is parsed once per database connection under a name
// and later calls only bind and execute it, as node-postgres does on PostgreSQL (portal/store.ts); PostgreSQL
// keeps its plan once a generic one is as good. The messages, locks, parameter serialisers and result parsing are
// PGlite's own, in the order its query() uses them.
import { parse as results, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

/** How many distinct statements are kept prepared (as on PostgreSQL); text beyond them runs through query(). */
const PREPARED_MAX = 500;
/** Errors after which a prepared statement is dropped and the call made again through query(). */
const STALE = new Set(['0A000', '26000']); // cached plan must not change result type; no such prepared statement

export function preparedQueries(db) {
  /** sql → { name, types } of statements prepared on this connection. */
  const prepared = new Map();
  let next = 1;

  /** Sends messages one by one as query() does, then Sync whatever happened; rows as query() returns them. */
  async function exchange(steps) {
    const messages = [];
    try {
      for (const message of steps()) messages.push(...(await db.execProtocolStream(message, { syncToFs: false })));
    } finally {
      messages.push(...(await db.execProtocolStream(serialize.sync(), { syncToFs: false })));
    }
    return messages;
  }

  async function prepare(sql) {
    const name = `edgenova_${next++}`;
    const messages = await exchange(() => [serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name })]);
    const statement = { name, types: results.parseDescribeStatementResults(messages) };
    prepared.set(sql, statement);
    return statement;
  }

  async function run(sql, params) {
    const statement = prepared.get(sql) ?? (await prepare(sql));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialise = db.serializers[statement.types[i]];
      return serialise ? serialise(value) : value.toString();
    });
    const messages = await exchange(() => [
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
    ]);
    return results.parseResults(messages, db.parsers)[0];
  }

  /** As db.query(sql, params) (outside a transaction), prepared when it has parameters. */
  return async function query(sql, params = []) {
    if (!params.length || (!prepared.has(sql) && prepared.size >= PREPARED_MAX)) return db.query(sql, params);
    const outcome = await db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(async () => {
        try {
          return { result: await run(sql, params) };
        } catch (error) {
          // A statement that does not parse is not kept; query() then gives the caller its usual error.
          if (!prepared.has(sql) || STALE.has(error?.code)) {
            prepared.delete(sql);
            return { retry: true };
          }
          throw error;
        } finally {
          await db.syncToFs();
        }
      }),
    );
    return outcome.retry ? db.query(sql, params) : outcome.result;
  };
}
