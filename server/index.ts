// Entry point. Loads little before it starts opening the store: PGlite's start (WebAssembly, recovery after a
// crash) then runs in its thread while the rest of the server and Next load here. The sanitiser's thread starts once
// the store is open: its jsdom (as much work as Next's start) then takes the core PGlite's start has left, not the
// one Next loads on, and is up before the instance takes traffic on PostgreSQL (connecting is quick). A page with CMS
// HTML asked for before it is up waits for it.
const started = Date.now();
import { openStore } from '../portal/store';
import { runPrimaryIfClustered } from './cluster';
import { sanitizeOffThread } from './sanitizer';
import { configOrExit, defaultNodeEnv } from '../config';
import { ignoreClosedLogStreams } from './log-streams';
import { renderPagesWithFizzNodeBuild } from './fizz-node-build';

ignoreClosedLogStreams();

const settings = configOrExit();

const dev = process.argv.includes('--dev');
if (dev || !runPrimaryIfClustered()) {
  const opening = settings.PORTAL_API_URL ? null : openStore();
  // A failed open is reported by startSite; this keeps it from counting as unhandled meanwhile.
  opening?.catch(() => undefined);
  void sanitizeOffThread(opening ?? Promise.resolve());
  defaultNodeEnv(dev);
  renderPagesWithFizzNodeBuild();
  const site = import('./site').then(({ startSite }) => startSite(opening, dev, started));
  site.catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
