import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createListener } from './listener';
import { config } from '../config';

/** The one database interface of the portal: the same SQL runs on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}
export interface Store extends Queryable {
  /** Runs fn in one transaction: all of its writes land, or none. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly driver: 'pglite' | 'postgres';
  /**
   * Runs fn while holding a database-wide lock, so that instances starting at once migrate and seed one after the
   * other. PostgreSQL: an advisory lock on a session-held connection. PGlite has one owner process: fn just runs.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Delivers NOTIFY payloads of channel from every instance (this one included). onResync runs after a lost
   * connection came back: messages may have been missed in between. PGlite: one process, nothing to listen to.
   */
  listen(channel: string, onMessage: (payload: string) => void, onResync: () => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
}

/** Arbitrary fixed key of the start-up advisory lock (pg_advisory_lock takes a bigint). */
const STARTUP_LOCK = 17_062_026;

/**
 * Embedded PGlite, run in a worker thread (portal/pglite-worker.mjs): its queries are synchronous WebAssembly, which on
 * the main thread would hold up every page render and request in flight. Rows come back by structured clone.
 */
async function openPglite(dataDir: string): Promise<Store> {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.mjs'), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (value: WorkerReply) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failed: Error | null = null;
  const settleAll = (error: Error) => {
    failed = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  // The worker keeps the process alive only while a call is outstanding.
  const send = (message: Record<string, unknown>): Promise<WorkerReply> =>
    new Promise((resolve, reject) => {
      if (failed) return reject(failed);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, ...message });
    });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  worker.on('message', (reply: WorkerReply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.error) call.reject(Object.assign(new Error(reply.error.message), reply.error));
    else call.resolve(reply);
  });
  worker.on('error', settleAll);
  worker.on('exit', (code) => settleAll(new Error(`the PGlite worker stopped (exit code ${code})`)));
  worker.unref();

  const query = async <T>(sql: string, params?: unknown[], tx?: number) => {
    const { rows = [], json = [] } = await send({ op: 'query', sql, params, tx });
    for (const name of json) for (const row of rows) if (typeof row[name] === 'string') row[name] = JSON.parse(row[name] as string);
    return rows as T[];
  };
  return {
    driver: 'pglite',
    query: (sql, params) => query(sql, params),
    async tx(fn) {
      const { tx } = await send({ op: 'begin' });
      let result;
      try {
        result = await fn({ query: (sql, params) => query(sql, params, tx) });
      } catch (error) {
        await send({ op: 'end', tx, commit: false });
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (!failed) await send({ op: 'close' });
      await worker.terminate();
    },
    exclusive: (fn) => fn(),
    listen: async () => undefined,
    notify: async () => undefined,
  };
}

interface WorkerReply {
  id: number;
  rows?: Record<string, unknown>[];
  /** The rows' JSON columns, which arrive as text (pglite-worker.mjs). */
  json?: string[];
  tx?: number;
  error?: { message: string; code?: string; detail?: string };
}

/** How many distinct statements are kept prepared per connection; text built with inline values stays unnamed beyond it. */
const PREPARED_MAX = 500;

type PgQueryable = { query: (config: { name?: string; text: string; values?: unknown[] } | string) => Promise<{ rows: unknown[] }> };

/**
 * Runs statements with parameters as named prepared statements, so that each connection parses and plans one once
 * and afterwards only binds and executes it. Statements without parameters (DDL, several statements in one text) run
 * as they are.
 */
export function preparedStatements() {
  const names = new Map<string, string>();
  return async <T>(target: PgQueryable, sql: string, params?: unknown[]): Promise<T[]> => {
    if (!params?.length) return (await target.query(sql)).rows as T[];
    let name = names.get(sql);
    if (!name && names.size < PREPARED_MAX) names.set(sql, (name = `q${names.size}`));
    return (await target.query({ name, text: sql, values: params })).rows as T[];
  };
}

async function openPostgres(url: string): Promise<Store> {
  const { Pool } = (await import('pg')).default;
  const pool = new Pool({ connectionString: url, max: config().DATABASE_POOL_MAX });
  // An idle client that loses its connection (database restart) must not take the process down.
  pool.on('error', (error) => console.warn('[store] idle connection lost: %s', error.message));
  const listener = createListener(url);
  const run = preparedStatements();
  return {
    driver: 'postgres',
    query: (sql, params) => run(pool as unknown as PgQueryable, sql, params),
    async tx(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params) => run(client as unknown as PgQueryable, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A client whose ROLLBACK failed is in an unknown state: the pool must destroy it, not hand it out again.
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async exclusive(fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    listen: listener.listen,
    notify: async (channel, payload) => void (await pool.query('SELECT pg_notify($1, $2)', [channel, payload])),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

export function defaultDataDir(): string {
  return config().PGLITE_DIR || path.join(process.cwd(), '.data', 'pglite');
}

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in PGLITE_DIR (default .data/pglite). */
export function openStore(options: { databaseUrl?: string; dataDir?: string } = {}): Promise<Store> {
  const url = options.databaseUrl ?? config().DATABASE_URL;
  return url ? openPostgres(url) : openPglite(options.dataDir ?? defaultDataDir());
}
