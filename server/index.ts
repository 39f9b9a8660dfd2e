// Entry point. Loads little before it starts opening the store: PGlite's start (WebAssembly, recovery after a
// crash) then runs in its thread while the rest of the server and Next load here.
const started = Date.now();
import { openStore } from '../portal/store';
import { runPrimaryIfClustered } from './cluster';
import { configOrExit } from '../config';

const settings = configOrExit();

const dev = process.argv.includes('--dev');
if (dev || !runPrimaryIfClustered()) {
  const opening = settings.PORTAL_API_URL ? null : openStore();
  // A failed open is reported by startSite; this keeps it from counting as unhandled meanwhile.
  opening?.catch(() => undefined);
  import('./site')
    .then(({ startSite }) => startSite(opening, dev, started))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
