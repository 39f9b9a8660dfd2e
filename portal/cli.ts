import { migrate } from './migrate';
import { applySeed } from './seed';
import { openStore } from './store';
import { createStaff } from './staff/accounts';
import { STAFF_ROLES, type StaffRole } from '../contract/api-types';
import { configOrExit } from '../config';

/** The value after `--name` in the command line, or undefined. */
function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

/**
 * `npm run seed`: migrate, then replace all seeded content with the versioned seed (submissions are kept).
 * `npm run staff:create -- --email a@b.c --password '…' [--role admin|editor|viewer] [--name '…']`: add a staff account.
 */
async function main() {
  const command = process.argv[2];
  configOrExit();
  const store = await openStore();
  try {
    await migrate(store);
    if (command === 'seed') {
      await applySeed(store);
      console.log(`seeded the ${store.driver} store`);
    } else if (command === 'staff:create') {
      const role = (option('role') ?? 'admin') as StaffRole;
      if (!STAFF_ROLES.includes(role)) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}`);
      const email = option('email');
      const password = option('password');
      if (!email || !password) throw new Error('staff:create needs --email and --password');
      const staff = await createStaff(store, { email, password, role, name: option('name') });
      console.log(`created ${staff.role} ${staff.email}`);
    } else if (command !== 'migrate') {
      throw new Error(`unknown command '${command}'; use 'seed', 'migrate' or 'staff:create'`);
    }
  } finally {
    await store.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
