import fs from 'node:fs';
import path from 'node:path';

/** The one database interface of the portal: the same SQL runs on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}
export interface Store extends Queryable {
  /** Runs fn in one transaction: all of its writes land, or none. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly driver: 'pglite' | 'postgres';
}

async function openPglite(dataDir: string): Promise<Store> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir !== 'memory://') fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const run: Queryable = {
    async query(sql, params) {
      return (await db.query(sql, params as unknown[])).rows as never[];
    },
  };
  return {
    driver: 'pglite',
    query: run.query,
    tx: (fn) => db.transaction((t) => fn({ query: async (sql, params) => (await t.query(sql, params as unknown[])).rows as never[] })),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Store> {
  const { Pool } = (await import('pg')).default;
  const pool = new Pool({ connectionString: url, max: 10 });
  return {
    driver: 'postgres',
    query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async (sql, params) => (await client.query(sql, params as unknown[])).rows });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function defaultDataDir(): string {
  return process.env.PGLITE_DIR || path.join(process.cwd(), '.data', 'pglite');
}

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in PGLITE_DIR (default .data/pglite). */
export function openStore(options: { databaseUrl?: string; dataDir?: string } = {}): Promise<Store> {
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite(options.dataDir ?? defaultDataDir());
}
