import Loadable from 'next/dist/shared/lib/loadable.shared-runtime';

/** Settles when every Loadable.preloadAll started so far has; never rejects. */
let loading: Promise<void> = Promise.resolve();

/**
 * Resolves once the next/dynamic components loaded so far have arrived (module views, registry/ModuleView.tsx, and
 * the dynamic parts inside them), so that a render shows them rather than their empty loading state. Next's
 * preloadAll takes the loads it starts off a queue shared by every request: on a cold server, a request whose call
 * came while another's was still loading its views found nothing left to wait for, rendered a module empty, and the
 * kept HTML (ui/island/register.server.ts) served it so until a restart. Each call here also waits for every call
 * made before it, and for any made while it waited.
 */
export async function viewsLoaded(): Promise<void> {
  const mine = Loadable.preloadAll();
  loading = Promise.all([loading, mine.catch(() => undefined)]).then(() => undefined);
  let waited: Promise<void>;
  do await (waited = loading);
  while (waited !== loading);
  await mine;
}
