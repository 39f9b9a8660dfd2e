import fs from 'node:fs';
import path from 'node:path';
import type { Store } from './store';

const dir = path.join(__dirname, 'migrations');

/** Applies every migrations/NNN_*.sql not yet applied, each in its own transaction. Returns the names applied. */
export async function migrate(store: Store): Promise<string[]> {
  await store.query('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
  const done = new Set((await store.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const pending = fs.readdirSync(dir).filter((f) => f.endsWith('.sql') && !done.has(f)).sort();
  for (const name of pending) {
    const sql = fs.readFileSync(path.join(dir, name), 'utf8');
    await store.tx(async (q) => {
      for (const statement of splitStatements(sql)) await q.query(statement);
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
  }
  return pending;
}

/** Splits a migration on semicolons at line ends (migrations hold no functions or quoted semicolons). */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
