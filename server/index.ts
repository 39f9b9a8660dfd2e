// Entry point. Loads little before it starts opening the store and the sanitiser: PGlite's start (WebAssembly,
// recovery after a crash) and jsdom's load then run in their threads while the rest of the server and Next load here.
const started = Date.now();
import { openStore } from '../portal/store';
import { runPrimaryIfClustered } from './cluster';
import { sanitizeOffThread } from './sanitizer';

const dev = process.argv.includes('--dev');
if (dev || !runPrimaryIfClustered()) {
  sanitizeOffThread();
  const opening = process.env.PORTAL_API_URL ? null : openStore();
  // A failed open is reported by startSite; this keeps it from counting as unhandled meanwhile.
  opening?.catch(() => undefined);
  import('./site')
    .then(({ startSite }) => startSite(opening, dev, started))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
