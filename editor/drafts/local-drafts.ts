/**
 * Unsaved editor work kept in the browser (localStorage) as it is typed, so a lost connection, a closed tab or a
 * crash never loses it. One record per staff member, entry and version: another staff member signing in on the same
 * browser never sees it, and a sign-out removes every record (clearAllLocalDrafts).
 */
const PREFIX = 'edn-editor-draft:v1:';

export interface DraftKey {
  staffId: number;
  /** Records other than entries say which (documentation nodes: `doc-EN_US`): their ids are counted apart. */
  kind?: string;
  entryId: number;
  version: number;
}
export interface LocalDraft<V> {
  values: V;
  /** When it was last written (ISO). */
  savedAt: string;
  /** Typed while a save was on its way: the form of the saved version puts it back at once rather than offering it. */
  carried?: boolean;
}

const recordOf = ({ staffId, kind, entryId }: DraftKey) => `${PREFIX}${staffId}:${kind ? `${kind}-` : ''}${entryId}:`;
/** The storage key of one record's work at one version (also what names it, e.g. as an effect's dependency). */
export const keyOf = (key: DraftKey) => `${recordOf(key)}${key.version}`;

/** localStorage when the browser allows it (private modes and tests may not). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function keepLocalDraft<V>(key: DraftKey, values: V, now = new Date(), carried = false): boolean {
  try {
    storage()?.setItem(keyOf(key), JSON.stringify({ values, savedAt: now.toISOString(), ...(carried ? { carried } : {}) } satisfies LocalDraft<V>));
    return true;
  } catch {
    return false; // full or refused: the form still holds the work
  }
}

export function findLocalDraft<V>(key: DraftKey): LocalDraft<V> | null {
  const text = storage()?.getItem(keyOf(key));
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as LocalDraft<V>;
    return draft && typeof draft === 'object' && 'values' in draft && typeof draft.savedAt === 'string' ? draft : null;
  } catch {
    return null;
  }
}

export function clearLocalDraft(key: DraftKey): void {
  storage()?.removeItem(keyOf(key));
}

function keys(): string[] {
  const store = storage();
  if (!store) return [];
  return Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => Boolean(k?.startsWith(PREFIX)));
}

/**
 * The newest work kept for this entry at a version before `version`: typed before someone else saved (offline, say).
 * It cannot simply go back into the newer form; the editor shows it beside the newer version first.
 */
export function findOlderDraft<V>(key: DraftKey): { version: number; draft: LocalDraft<V> } | null {
  const prefix = recordOf(key);
  const versions = keys()
    .filter((k) => k.startsWith(prefix))
    .map((k) => Number(k.slice(prefix.length)))
    .filter((v) => Number.isInteger(v) && v < key.version)
    .sort((a, b) => b - a);
  for (const version of versions) {
    const draft = findLocalDraft<V>({ ...key, version });
    if (draft) return { version, draft };
  }
  return null;
}

/** On sign-out: nothing of anyone's work stays on this device. */
export function clearAllLocalDrafts(): void {
  for (const key of keys()) storage()?.removeItem(key);
}

/** On sign-in: drafts another staff member left here go (their session ended without a sign-out). */
export function clearOtherStaffDrafts(staffId: number): void {
  for (const key of keys()) if (!key.startsWith(`${PREFIX}${staffId}:`)) storage()?.removeItem(key);
}
