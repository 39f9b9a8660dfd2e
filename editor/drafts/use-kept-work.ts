import { useCallback, useEffect, useRef, useState, type FormEvent, type MutableRefObject, type RefObject } from 'react';
import type { FormApi } from 'final-form';
import type { EditableEntry } from '../../api-client';
import { draftsApi, type LastChange } from '../../api-client/drafts';
import type { Draftish } from '../../contract/entry-diff';
import { hasChanges, submitOrReportInvalid } from '../editor-form';
import { isConflict, useEditorApi, useStaff } from '../use-editor';
import { fieldElement, fieldName, flattenErrors } from './error-fields';
import { clearLocalDraft, findLocalDraft, findOlderDraft, keepLocalDraft, keyOf, type DraftKey, type LocalDraft } from './local-drafts';
import { isOfflineFailure, whenOnline } from './offline';

/** A record as the server holds it now (after a save met someone else's) and who changed it last, when known. */
export interface CurrentRecord<C> {
  entry: C;
  lastChange: LastChange | null;
}

/** C: the record as the server sends it (an entry; a documentation node). */
export interface KeptWorkOptions<V, C extends { version: number } = EditableEntry<unknown>> {
  /** The entry and the version the form was loaded from. */
  entry: { id: number; version: number };
  /** For records other than entries: which, in the key of the work kept on the device (see DraftKey). */
  kind?: string;
  /** Reads the record as the server holds it now; entries by default (GET /editor/entries/{id}/current). */
  loadCurrent?: () => Promise<CurrentRecord<C>>;
  form: FormApi<V>;
  /** What the form started from: work equal to it is not kept. */
  loaded: V;
  /** The form's values as the entry's draft ({title, summary, data}), for the diff when two saves meet. */
  toDraft: (values: V) => Draftish;
  /** An entry as the server sends it, as form values (so both sides of the diff are read alike). */
  fromEntry: (entry: C) => V;
  /** Saves `values` against `version` (the screen's own save, which reports success as usual). */
  resave: (values: V, version: number) => Promise<unknown>;
  /** Shows `entry` in a fresh form (the screen's reload); `copied` when the editor's own version went to the clipboard. */
  reload: (entry: C, copied: boolean) => void;
}

export interface SummaryItem {
  message: string;
  name: string;
  target: HTMLElement | null;
}

export interface ConflictState<V, C = EditableEntry<unknown>> {
  mine: V;
  current: CurrentRecord<C> | null;
  loadError: unknown;
  copyFailed: boolean;
}

export type FailureHandled = 'offline' | 'conflict' | null;

/**
 * The shared safety net of every editor form: unsaved work kept on the device as it is typed (and offered back when
 * the screen opens again), named and focused field errors, a save that waits for the connection, and the choices
 * when someone else saved first. A screen calls it once per form and renders <KeptWorkPanel kept={…} />.
 */
export function useKeptWork<V, C extends { version: number } = EditableEntry<unknown>>(options: KeptWorkOptions<V, C>) {
  const { entry, form, loaded, kind } = options;
  const api = useEditorApi();
  const staffId = useStaff().staff?.id;
  const key: DraftKey | null = staffId ? { staffId, kind, entryId: entry.id, version: entry.version } : null;
  const keyText = key ? keyOf(key) : '';
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef(options);
  latest.current = options;
  // undefined: not looked yet; null: nothing to offer (work is kept from then on). `version`: the version it was typed on.
  const [restorable, setRestorable] = useState<(LocalDraft<V> & { version: number }) | null | undefined>(undefined);
  const restorableRef = useRef(restorable);
  restorableRef.current = restorable;
  // Work typed on an older version, shown in the conflict dialog: cleared once saved over or given up.
  const olderKey = useRef<DraftKey | null>(null);
  const [notice, setNotice] = useState<'restored' | 'offline' | 'retrying' | null>(null);
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [conflict, setConflict] = useState<ConflictState<V, C> | null>(null);

  useEffect(() => {
    if (!key) return;
    const found = findLocalDraft<V>(key);
    const older = found ? null : findOlderDraft<V>(key);
    if (found?.carried && hasChanges(found.values, loaded)) {
      putInForm(found.values);
      setRestorable(null);
      setNotice('restored');
    } else if (found && hasChanges(found.values, loaded)) setRestorable({ ...found, version: key.version });
    else setRestorable(older ? { ...older.draft, version: older.version } : null);
    // One look per entry version and staff member.
  }, [keyText]);

  /**
   * Where this form's work is kept: under the version it shows, against what it loaded; once it saved (or its screen
   * made a version from it) while it stays on screen, e.g. during Publish, under that version against what was
   * saved, marked carried (the new version's form puts it back at once).
   */
  const at = useRef({ version: entry.version, base: loaded, carried: false });
  // Every change is written at once (a reload or a crash a moment later keeps it), while no older work waits to be restored.
  useEffect(() => {
    if (!key || restorable !== null) return undefined;
    return form.subscribe(({ values }) => {
      const { version, base, carried } = at.current;
      if (hasChanges(values, base)) keepLocalDraft({ ...key, version }, values, new Date(), carried);
      else clearLocalDraft({ ...key, version });
    }, { values: true });
  }, [keyText, restorable, form]);

  function putInForm(kept: V) {
    const values = kept as Record<string, unknown>;
    form.batch(() => Object.keys(values).forEach((name) => form.change(name as keyof V, values[name] as never)));
  }

  const cancelRetry = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelRetry.current?.(), []);

  const restore = useCallback(() => {
    if (!restorable || !key) return;
    if (restorable.version !== key.version) {
      // Someone saved since this was typed: putting it in the form would overwrite their change unseen.
      olderKey.current = { ...key, version: restorable.version };
      setRestorable(null);
      void loadCurrent(restorable.values);
      return;
    }
    putInForm(restorable.values);
    setRestorable(null);
    setNotice('restored');
  }, [form, restorable, keyText]);

  const discard = useCallback(() => {
    if (key && restorable) clearLocalDraft({ ...key, version: restorable.version });
    setRestorable(null);
  }, [keyText, restorable]);

  /** Lists the form's errors by field name and puts the cursor in the first field. */
  const reportErrors = useCallback((errors: unknown) => {
    const root = formRef.current;
    const items = flattenErrors(errors).map(({ path, message }) => {
      const target = root ? fieldElement(root, path) : null;
      return { message, target, name: target && root ? fieldName(target, root) : '' };
    });
    setSummary(items);
    const first = items.find((i) => i.target)?.target;
    first?.focus();
    first?.scrollIntoView?.({ block: 'center' });
  }, []);

  const loadCurrent = useCallback(async (mine: V) => {
    setConflict({ mine, current: null, loadError: null, copyFailed: false });
    try {
      const { loadCurrent, entry: loadedEntry } = latest.current;
      const current = loadCurrent ? await loadCurrent() : ((await draftsApi.current<unknown>(api, loadedEntry.id)) as unknown as CurrentRecord<C>);
      setConflict((c) => (c ? { ...c, current } : c));
    } catch (loadError) {
      setConflict((c) => (c ? { ...c, loadError } : c));
    }
  }, [api]);

  /**
   * A failed save: offline (the work stays, and the save runs again once the browser is back online) or a
   * conflict (the dialog opens with the other's change). Anything else is the screen's to report.
   */
  const failed = useCallback((error: unknown, values: V, retry: () => unknown): FailureHandled => {
    if (isOfflineFailure(error)) {
      setNotice('offline');
      cancelRetry.current?.();
      cancelRetry.current = whenOnline(() => {
        setNotice('retrying');
        void Promise.resolve(retry()).finally(() => setNotice((n) => (n === 'retrying' ? null : n)));
      });
      return 'offline';
    }
    if (isConflict(error)) {
      void loadCurrent(values);
      return 'conflict';
    }
    return null;
  }, [loadCurrent]);

  /** Whether this form wrote the record at `version`: while an offer waits it writes nothing under the version it loaded. */
  const ownsRecordAt = (version: number) => restorableRef.current === null || version !== entry.version;

  const clearKept = () => {
    if (key && ownsRecordAt(at.current.version)) clearLocalDraft({ ...key, version: at.current.version });
    if (olderKey.current) clearLocalDraft(olderKey.current);
    olderKey.current = null;
  };

  /** Set while "keep mine" saves older work: the form never held it, so a form as it was loaded was not typed in. */
  const savingOlder = useRef(false);

  /**
   * After a successful save of `sent` as `version`: the kept copy is no longer needed, unless the editor typed on while
   * the save was on its way (text changed back to what was loaded included). That is kept under the saved version,
   * whose fresh form puts it back; while this form stays (Publish), it goes on keeping its work there.
   */
  const saved = useCallback((sent: V, version: number) => {
    const typedOn = (now: V) => hasChanges(now, sent) && (!savingOlder.current || hasChanges(now, at.current.base));
    clearKept();
    const now = form.getState().values;
    if (key && typedOn(now)) keepLocalDraft({ ...key, version }, now, new Date(), true);
    at.current = { version, base: sent, carried: true };
    cancelRetry.current?.();
    setNotice(null);
    setSummary([]);
  }, [keyText]);

  /**
   * After the editor's own action made `version`, with the same fields, from the version this form's work is kept
   * under (a publish, an unpublish, a move in the documentation tree): what was typed in this form follows it. Never
   * a record another tab kept, nor older work still offered: those stay, to be offered. `from` names the record and
   * version a screen's action started from: a form showing anything else (the editor moved on meanwhile) is left alone.
   */
  const movedTo = useCallback((version: number, from?: Pick<DraftKey, 'entryId' | 'kind' | 'version'>) => {
    const was = at.current;
    if (from && (from.entryId !== entry.id || from.kind !== kind || from.version !== was.version)) return;
    const now = form.getState().values;
    if (key && hasChanges(now, was.base)) {
      keepLocalDraft({ ...key, version }, now, new Date(), true);
      if (ownsRecordAt(was.version)) clearLocalDraft({ ...key, version: was.version });
    }
    at.current = { ...was, version, carried: true };
    setNotice(null);
    setSummary([]);
  }, [keyText]);

  const keepMine = useCallback(async () => {
    if (!conflict?.current) return;
    const { mine, current } = conflict;
    setConflict(null);
    savingOlder.current = true;
    try {
      await latest.current.resave(mine, current.entry.version);
    } finally {
      savingOlder.current = false;
    }
  }, [conflict]);

  const takeTheirs = useCallback((copied = false) => {
    if (!conflict?.current) return;
    clearKept();
    setConflict(null);
    latest.current.reload(conflict.current.entry, copied);
  }, [conflict, keyText]);

  const copyMine = useCallback(async () => {
    if (!conflict?.current) return;
    try {
      await navigator.clipboard.writeText(JSON.stringify(latest.current.toDraft(conflict.mine), null, 2));
    } catch {
      setConflict((c) => (c ? { ...c, copyFailed: true } : c));
      return;
    }
    takeTheirs(true);
  }, [conflict, takeTheirs]);

  return {
    formRef: formRef as RefObject<HTMLFormElement>,
    /** The <form>'s submit handler: final-form's, and on invalid fields the screen's `onInvalid` and the list of fields. */
    onSubmit: (handleSubmit: (event: FormEvent) => unknown, onInvalid: () => void) =>
      submitOrReportInvalid(handleSubmit, form, () => {
        onInvalid();
        reportErrors(form.getState().errors);
      }),
    restorable: restorable ?? null,
    /** Set when the kept work was typed on an older version than the form shows. */
    olderVersion: restorable && restorable.version !== entry.version ? restorable.version : null,
    restore,
    discard,
    notice,
    summary,
    reportErrors,
    failed,
    saved,
    movedTo,
    conflict,
    closeConflict: () => setConflict(null),
    keepMine,
    takeTheirs,
    copyMine,
    toDraft: options.toDraft,
    fromEntry: options.fromEntry,
    base: options.loaded,
  };
}

export type KeptWork<V = any, C extends { version: number } = any> = ReturnType<typeof useKeptWork<V, C>>;

/**
 * The latest safety net, for handlers made once: a form's submit handler is made with the first render's functions
 * and reaches the current one through this.
 */
export function useLatestKept<V, C extends { version: number }>(kept: KeptWork<V, C>, shared?: MutableRefObject<KeptWork<V, C> | null>) {
  const ref = useRef(kept);
  ref.current = kept;
  // The screen's own actions outside the form (unpublish, moves) tell the mounted form's safety net what they made.
  if (shared) shared.current = kept;
  useEffect(() => {
    if (!shared) return undefined;
    shared.current = ref.current;
    return () => {
      if (shared.current === ref.current) shared.current = null;
    };
  }, [shared]);
  return ref;
}
