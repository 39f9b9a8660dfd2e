import type { Translate } from '../i18n';
import type { Status } from './EditorStatus';

interface Publishable {
  version: number;
  hasDraft: boolean;
  published: boolean;
}

export interface PublishOutcome<E> {
  /** The live version is the latest already: nothing was published. */
  unchanged: () => void;
  published: (entry: E) => void;
}

/**
 * Publish on an editor form (pages, news-kind entries, doc nodes) acts on what the editor sees: `current` saves unsaved
 * edits first (null when they could not be, which it has said), then that version is published unless it is live already.
 * `published(from, to)` is told which version the publish made of which before the screen shows it (the form's kept
 * work follows: useKeptWork's `published`).
 */
export async function publishCurrent<E extends Publishable>(
  current: () => Promise<E | null>,
  publish: (version: number) => Promise<E>,
  outcome: PublishOutcome<E>,
  published?: (from: number, to: number) => void,
) {
  const seen = await current();
  if (!seen) return;
  if (!seen.hasDraft && seen.published) return outcome.unchanged();
  const live = await publish(seen.version);
  published?.(seen.version, live.version);
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
  };
}
