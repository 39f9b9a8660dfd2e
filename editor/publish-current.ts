import type { FormApi } from 'final-form';
import type { Translate } from '../i18n';
import { hasChanges } from './editor-form';
import type { Status } from './EditorStatus';

interface Publishable {
  version: number;
  hasDraft: boolean;
  published: boolean;
}

/** What Publish acts on: the version just saved from the form (`saved`), or the one it shows when nothing needed saving. */
export interface SavedFirst<E> {
  entry: E;
  saved: boolean;
}

export interface PublishOutcome<E> {
  /** The live version is the latest already: nothing was published. */
  unchanged: () => void;
  published: (entry: E) => void;
  /** The publish failed after its save: the saved version is shown (the failure is reported as any other). */
  saved: (entry: E) => void;
}

/** The form's kept work (useKeptWork): what is typed while the publish runs follows the version it makes. */
interface KeptOnPublish {
  movedTo: (version: number) => void;
}

/**
 * Publish on an editor form (pages, news-kind entries, doc nodes) acts on what the editor sees: `saveFirst` saves
 * unsaved edits (null when they could not be, which it has said) without showing the saved version, then that version
 * is published unless it is live already. The form that started Publish stays, with its buttons off, until the publish
 * answers: what is typed meanwhile is this form's, and follows into the published version's form (`kept`).
 */
export async function publishCurrent<E extends Publishable>(
  saveFirst: () => Promise<SavedFirst<E> | null>,
  publish: (version: number) => Promise<E>,
  outcome: PublishOutcome<E>,
  kept: KeptOnPublish,
) {
  const seen = await saveFirst();
  if (!seen) return;
  const { entry, saved } = seen;
  if (!entry.hasDraft && entry.published) return outcome.unchanged();
  let live: E;
  try {
    live = await publish(entry.version);
  } catch (error) {
    if (saved) outcome.saved(entry);
    throw error;
  }
  kept.movedTo(live.version);
  outcome.published(live);
}

/** Publish's outcome on an entry screen (pages, news-kind entries): said in its status line, the published version shown. */
export function entryPublishOutcome<E>(t: Translate, setStatus: (status: Status) => void, onSaved: (entry: E) => void): PublishOutcome<E> {
  return {
    unchanged: () => setStatus({ tone: 'ok', text: t('editor.page.nothingToPublish') }),
    published: (entry) => {
      setStatus({ tone: 'ok', text: t('editor.page.published') });
      onSaved(entry);
    },
    saved: onSaved,
  };
}

/**
 * Preview's and Publish's first step: the form's unsaved edits saved (by `save`, which reports its own failures) or,
 * with none, the version it shows. Invalid fields stop it: they are marked, and `invalid` lists them.
 */
export async function saveUnsaved<E, V>(
  form: FormApi<V>,
  shown: { entry: E; loaded: V },
  save: (values: V) => Promise<E | null>,
  invalid: (errors: unknown) => void,
): Promise<SavedFirst<E> | null> {
  const state = form.getState();
  if (state.invalid) {
    void form.submit(); // marks the fields so their messages show
    invalid(state.errors);
    return null;
  }
  if (!hasChanges(state.values, shown.loaded)) return { entry: shown.entry, saved: false };
  const entry = await save(state.values);
  return entry ? { entry, saved: true } : null;
}
