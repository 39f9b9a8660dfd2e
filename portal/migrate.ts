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

/**
 * Splits a migration into statements at semicolons that end a line, except inside a dollar-quoted body (a function or
 * DO block, whose own statements end lines too). Comments are dropped first; migrations hold no `--` or `$$` in quotes.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let quoted = false;
  for (const line of sql.replace(/--.*$/gm, '').split('\n')) {
    current.push(line);
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) quoted = !quoted;
    if (!quoted && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements.map((s) => s.trim()).filter(Boolean);
}
