import { randomUUID } from 'node:crypto';
import { emitContentChange, onContentChange, type ContentChange } from '../portal/editor/events';
import type { Store } from '../portal/store';
import { keysForChange, purgeKeys } from './edge-cache';
import { config } from '../config';

export const CONTENT_CHANNEL = 'edgenova_content';
const instance = randomUUID();

/**
 * Keeps this instance's caches coherent with every other instance on the same database: a content change made here
 * is announced with NOTIFY (and then purged at the CDN); one made elsewhere is replayed to this process's listeners
 * (page and API read caches, sitemap files, list totals) as a remote change. After the LISTEN connection was lost,
 * a site-wide change is replayed, which drops every cache, since changes may have been missed.
 * On PGlite there is one process, and the local announcement (server/cache.ts) is all there is.
 */
export async function keepCachesCoherent(store: Store): Promise<void> {
  await store.listen(
    CONTENT_CHANNEL,
    (payload) => {
      if (!payload.startsWith(`${instance} `)) emitContentChange(remoteChange(payload), 'remote');
    },
    () => {
      console.warn('[coherence] LISTEN connection restored: dropping every cached page');
      emitContentChange(EVERYTHING, 'remote');
    },
  );
  onContentChange((change, origin) => {
    if (origin === 'local') void announce(store, change);
  });
}

const EVERYTHING: ContentChange = { kind: 'site', type: '', code: '', lang: null, path: null };

/** The change another instance announced ("<instance> <json>"); anything unreadable counts as a site-wide change. */
function remoteChange(payload: string): ContentChange {
  try {
    const change = JSON.parse(payload.slice(payload.indexOf(' ') + 1)) as ContentChange;
    return change && typeof change.kind === 'string' ? change : EVERYTHING;
  } catch {
    return EVERYTHING;
  }
}

async function announce(store: Store, change: ContentChange) {
  try {
    await store.notify(CONTENT_CHANNEL, `${instance} ${JSON.stringify(change)}`);
  } catch (error) {
    console.error('[coherence] NOTIFY failed; other instances keep their cached pages until they expire: %s', (error as Error).message);
  }
  // The CDN purge goes out after the other instances had time to drop their own copies, so that the CDN's next fetch
  // cannot be answered from one of them.
  const delay = config().CDN_PURGE_DELAY_MS;
  setTimeout(() => void purgeKeys(keysForChange(change)), delay).unref();
}
