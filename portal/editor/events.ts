/**
 * Published-content changes, for caches outside the portal (e.g. a rendered-page cache in server/) to drop
 * stale entries: subscribe with onContentChange. Fired after the change is committed.
 */
export interface ContentChange {
  kind: 'page' | 'site' | 'mapping' | 'news';
  type: string;
  code: string;
  lang: string | null;
  /** Locale-free site path of a page or the old path of a mapping; null for site documents (they affect every page). */
  path: string | null;
}

/** 'local': made by this process; 'remote': made by another instance on the same database (server/coherence.ts). */
export type ChangeOrigin = 'local' | 'remote';
type Listener = (change: ContentChange, origin: ChangeOrigin) => void;
const listeners = new Set<Listener>();

export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitContentChange(change: ContentChange, origin: ChangeOrigin = 'local'): void {
  for (const listener of listeners) {
    try {
      listener(change, origin);
    } catch (error) {
      console.error('[editor] content change listener failed', error);
    }
  }
}
