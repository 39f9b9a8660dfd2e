import fs from 'node:fs';
import path from 'node:path';
import { migrateAndSeed } from '../../portal/boot';
import { openStore } from '../../portal/store';

/**
 * A store created, migrated and seeded once per Jest run, for test portals to start on a copy of: creating a PGlite
 * folder runs initdb in WebAssembly, which with the seed took 10-12 s per test file on a busy CI host (about 2 s to
 * open a copy); on PostgreSQL the seed's 1,500 inserts become a copied template database. Only the schema and the
 * seed are in it: the first admin and the secrets that a portal's start makes from its own test's environment are
 * still made when that test's portal starts.
 *
 * Made by the first test file that asks (Jest runs files in parallel workers: a lock folder decides which one). A
 * file that asks while it is being made, or after making it failed, is not kept waiting: it starts on an empty
 * store, as every file did before. Undefined outside a Jest run (no folder named by tests/jest-global-setup.cjs).
 */
async function madeOnce(kind: string, make: (root: string) => Promise<string>): Promise<string | undefined> {
  const root = process.env.PORTAL_TEST_TEMPLATE;
  if (!root) return undefined;
  const ready = path.join(root, `${kind}-ready`);
  if (fs.existsSync(ready)) return fs.readFileSync(ready, 'utf8');
  try {
    fs.mkdirSync(path.join(root, `${kind}-lock`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw error;
  }
  try {
    const made = await make(root);
    // Whole or not at all, for a file reading it meanwhile.
    fs.writeFileSync(`${ready}.part`, made);
    fs.renameSync(`${ready}.part`, ready);
    return made;
  } catch (error) {
    console.warn('[test] the seeded %s template could not be made; test files seed their own stores: %s', kind, (error as Error).message);
    return undefined;
  }
}

async function seeded(options: Parameters<typeof openStore>[0]) {
  const store = await openStore(options);
  try {
    await migrateAndSeed(store);
  } finally {
    await store.close();
  }
}

/** A seeded PGlite folder to copy. */
export const seededFolder = () =>
  madeOnce('pglite', async (root) => {
    const dataDir = path.join(root, 'pglite');
    await seeded({ dataDir });
    return dataDir;
  });

/**
 * The name of a seeded database on the server to create test databases from (CREATE DATABASE … TEMPLATE). `admin`
 * runs a statement on the server, `urlOf` gives a database's address.
 */
export const seededDatabase = (admin: (sql: string) => Promise<void>, urlOf: (name: string) => string) =>
  madeOnce('postgres', async (root) => {
    const name = `portal_template_${path.basename(root).replace(/^portal-template-/, '').replace(/\W/g, '_').toLowerCase()}`;
    // Written first: tests/jest-global-teardown.cjs drops what it names, even if making it stopped half-way.
    fs.writeFileSync(path.join(root, 'postgres-name'), name);
    await admin(`CREATE DATABASE ${name}`);
    try {
      await seeded({ databaseUrl: urlOf(name) });
    } catch (error) {
      await admin(`DROP DATABASE IF EXISTS ${name}`);
      throw error;
    }
    return name;
  });
