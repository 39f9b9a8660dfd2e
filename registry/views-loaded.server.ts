import Loadable from 'next/dist/shared/lib/loadable.shared-runtime';

/** Next's own preloadAll, replaced below. */
const preloadQueued = Loadable.preloadAll;

/** Settles when every call of viewsLoaded made so far has; never rejects. */
let loading: Promise<void> = Promise.resolve();

/**
 * Resolves once the next/dynamic components loaded so far have arrived (module views, registry/ModuleView.tsx, and
 * the dynamic parts inside them), so that a render shows them rather than their empty loading state. Next's
 * preloadAll takes the loads it starts off a queue shared by every request: on a cold server, a request whose call
 * came while another's was still loading its views found nothing left to wait for and rendered a module empty (and
 * the kept HTML, ui/island/register.server.ts, served it so until a restart). Each call here also waits for every
 * call made before it, and for any made while it waited.
 */
export async function viewsLoaded(): Promise<void> {
  const mine = preloadQueued();
  loading = Promise.all([loading, mine.catch(() => undefined)]).then(() => undefined);
  let waited: Promise<void>;
  do {
    waited = loading;
    await waited;
  } while (waited !== loading);
  await mine;
}

// Next calls preloadAll too, on every page request before the page's data is read (next/dist/server/render.js): its
// calls go through viewsLoaded as well, or one of them could take a load that a module render then does not wait for.
Loadable.preloadAll = viewsLoaded;
