import type { ApiClient } from './client';
import type { EditableEntry } from './editor';

/** Who changed an entry last (portal/routes/drafts.ts). */
export interface LastChange {
  action: string;
  version: number;
  staffEmail: string;
  staffName: string;
  at: string;
}

export const draftsApi = {
  /** The entry as it is now, and its last change: what the editor shows when a save meets a newer version. */
  current: <Data>(api: ApiClient, id: number) =>
    api.get<{ entry: EditableEntry<Data>; lastChange: LastChange | null }>(`/editor/entries/${id}/current`, undefined, { silent: true }),
};
