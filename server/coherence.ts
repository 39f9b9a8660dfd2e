import { randomUUID } from 'node:crypto';
import { onContentChange, type ContentChange } from '../portal/editor/events';
import type { Store } from '../portal/store';
import { invalidateAll } from './cache';
import { keysForChange, purgeKeys } from './edge-cache';

export const CONTENT_CHANNEL = 'edgenova_content';
const instance = randomUUID();

/**
 * Keeps this instance's caches coherent with every other instance on the same database: a content change made here
 * is announced with NOTIFY (and then purged at the CDN); one made elsewhere drops this instance's page and API read
 * caches. After the LISTEN connection was lost, everything is dropped, since changes may have been missed.
 * On PGlite there is one process, and the local announcement (server/cache.ts) is all there is.
 */
export async function keepCachesCoherent(store: Store): Promise<void> {
  await store.listen(
    CONTENT_CHANNEL,
    (payload) => {
      if (!payload.startsWith(`${instance} `)) invalidateAll();
    },
    () => {
      console.warn('[coherence] LISTEN connection restored: dropping every cached page');
      invalidateAll();
    },
  );
  onContentChange((change) => void announce(store, change));
}

async function announce(store: Store, change: ContentChange) {
  try {
    await store.notify(CONTENT_CHANNEL, `${instance} ${JSON.stringify(change)}`);
  } catch (error) {
    console.error('[coherence] NOTIFY failed; other instances keep their cached pages until they expire: %s', (error as Error).message);
  }
  // The CDN purge goes out after the other instances had time to drop their own copies, so that the CDN's next fetch
  // cannot be answered from one of them.
  const delay = Number(process.env.CDN_PURGE_DELAY_MS ?? 150);
  setTimeout(() => void purgeKeys(keysForChange(change)), delay).unref();
}
