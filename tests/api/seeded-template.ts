import fs from 'node:fs';
import path from 'node:path';
import { migrate } from '../../portal/migrate';
import { seedIfEmpty } from '../../portal/seed/if-empty';
import { openStore } from '../../portal/store';

/** The environment variable naming the run's template folder (set by tests/jest-global-setup.cjs). */
export const TEMPLATE_ENV = 'PORTAL_TEST_TEMPLATE';
/** How long a test file waits for another to make the template, before making its own store as it did before (hooks time out at 30 s). */
const WAIT_MS = 15_000;

/**
 * A store created, migrated and seeded once per Jest run, for test portals to start on a copy of: creating a PGlite
 * folder runs initdb in WebAssembly, which with the seed took 10-12 s per test file on a busy CI host (about 2 s to
 * open a copy); on PostgreSQL the seed's 1,500 inserts are a copied template database instead. Only the schema and
 * the seed are in it: the first admin and the secrets that a portal's start makes from its own test's environment
 * are still made when that test's portal starts.
 *
 * Made by the first test file that asks (Jest runs files in parallel workers: a lock folder decides which one, and
 * the others wait for it). Undefined outside such a run, or when making it failed or is taking too long: the caller
 * then starts on an empty store, as before.
 */
async function madeOnce(kind: string, make: (root: string) => Promise<string>): Promise<string | undefined> {
  const root = process.env[TEMPLATE_ENV];
  if (!root) return undefined;
  const ready = path.join(root, `${kind}-ready`);
  const failed = path.join(root, `${kind}-failed`);
  try {
    fs.mkdirSync(path.join(root, `${kind}-lock`));
  } catch {
    const start = Date.now();
    while (!fs.existsSync(ready)) {
      if (fs.existsSync(failed) || Date.now() - start > WAIT_MS) return undefined;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return fs.readFileSync(ready, 'utf8');
  }
  try {
    const made = await make(root);
    fs.writeFileSync(ready, made);
    return made;
  } catch (error) {
    fs.writeFileSync(failed, String(error));
    throw error;
  }
}

async function migrateAndSeed(options: Parameters<typeof openStore>[0]) {
  const store = await openStore(options);
  try {
    await migrate(store);
    await seedIfEmpty(store);
  } finally {
    await store.close();
  }
}

/** A seeded PGlite folder to copy. */
export const seededFolder = () =>
  madeOnce('pglite', async (root) => {
    const dataDir = path.join(root, 'pglite');
    await migrateAndSeed({ dataDir });
    return dataDir;
  });

/**
 * The name of a seeded database on the server to create test databases from (CREATE DATABASE … TEMPLATE); dropped by
 * tests/jest-global-teardown.cjs. `admin` runs a statement on the server, `urlOf` gives a database's address.
 */
export const seededDatabase = (admin: (sql: string) => Promise<void>, urlOf: (name: string) => string) =>
  madeOnce('postgres', async (root) => {
    const name = `portal_template_${path.basename(root).replace(/\W/g, '_').toLowerCase()}`;
    await admin(`CREATE DATABASE ${name}`);
    await migrateAndSeed({ databaseUrl: urlOf(name) });
    return name;
  });
