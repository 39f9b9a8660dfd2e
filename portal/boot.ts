import { migrate } from './migrate';
import { seedIfEmpty } from './seed';
import { openStore, type Store } from './store';
import { bootstrapAdmin } from './staff/accounts';

/** Opens the store, brings its schema up to date and seeds it when empty: what first start needs. */
export async function openPortal(options?: Parameters<typeof openStore>[0]): Promise<Store> {
  const store = await openStore(options);
  await migrate(store);
  if (await seedIfEmpty(store)) console.log('[portal] seeded an empty %s store', store.driver);
  const admin = await bootstrapAdmin(store);
  if (admin) console.log('[portal] created the first staff admin %s from STAFF_BOOTSTRAP_EMAIL', admin.email);
  return store;
}
