import { migrate } from './migrate';
import { applySeed } from './seed';
import { openStore } from './store';

/** `npm run seed`: migrate, then replace all seeded content with the versioned seed (submissions are kept). */
async function main() {
  const command = process.argv[2];
  const store = await openStore();
  try {
    await migrate(store);
    if (command === 'seed') {
      await applySeed(store);
      console.log(`seeded the ${store.driver} store`);
    } else if (command !== 'migrate') {
      throw new Error(`unknown command '${command}'; use 'seed' or 'migrate'`);
    }
  } finally {
    await store.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
