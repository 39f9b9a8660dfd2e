import { migrate } from './migrate';
import { seedIfEmpty } from './seed/if-empty';
import { openStore, type Store } from './store';
import { bootstrapAdmin } from './staff/accounts';
import { loadSecrets } from './secrets';
import { useSharedRateLimits } from './rate-limit';

/**
 * Opens the store, brings its schema up to date and seeds it when empty: what first start needs. Migrations, seed
 * and the first admin run under the store's start-up lock, so any number of instances may start at once.
 */
export async function openPortal(options?: Parameters<typeof openStore>[0]): Promise<Store> {
  return preparePortal(await openStore(options));
}

/**
 * The schema brought up to date and an empty store seeded (true when it was): the content a store starts with. Where
 * other instances may start at the same time, run it under the store's start-up lock, as preparePortal does.
 */
export async function migrateAndSeed(store: Store): Promise<boolean> {
  await migrate(store);
  return seedIfEmpty(store);
}

/** What openPortal does once the store is open (the server opens it first thing, before loading everything else). */
export async function preparePortal(store: Store): Promise<Store> {
  await store.exclusive(async () => {
    if (await migrateAndSeed(store)) console.log('[portal] seeded an empty %s store', store.driver);
    const admin = await bootstrapAdmin(store);
    if (admin) console.log('[portal] created the first staff admin %s from STAFF_BOOTSTRAP_EMAIL', admin.email);
    await loadSecrets(store);
  });
  useSharedRateLimits(store);
  return store;
}
