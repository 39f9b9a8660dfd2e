import type { ApiClient } from './client';
import type { EditableEntry, RevisionDiff, ScheduleAction, ScheduleRow } from '../contract/api-types';

/** Revisions and the publishing calendar (portal/routes/calendar.ts). Silent: the editor shows failures where they happen. */

export type { RevisionDiff, ScheduleAction, ScheduleRow };

/** What a schedule changes: an entry, or a documentation node in one language. */
export type ScheduleTarget = { entryId: number } | { docId: number; lang: string };
export type { FieldDiff } from '../contract/entry-diff';

const silent = { silent: true };

export const calendarApi = {
  diff: (api: ApiClient, entryId: number, revisionId: number) => api.get<RevisionDiff>(`/editor/entries/${entryId}/revisions/${revisionId}/diff`, undefined, silent),
  restore: (api: ApiClient, entryId: number, revisionId: number, version: number) =>
    api.post<EditableEntry>(`/editor/entries/${entryId}/revisions/${revisionId}/restore`, { version }, silent),
  unpublish: (api: ApiClient, entryId: number, version: number) => api.post<EditableEntry>(`/editor/entries/${entryId}/unpublish`, { version }, silent),
  schedules: (api: ApiClient, filter: Partial<ScheduleTarget> & { from?: string; to?: string }) => {
    const { lang, ...rest } = filter as { lang?: string; docId?: number; entryId?: number; from?: string; to?: string };
    return api.get<ScheduleRow[]>('/editor/schedules', { ...rest, language: lang }, silent);
  },
  schedule: (api: ApiClient, input: ScheduleTarget & { action: ScheduleAction; runAt: string; timeZone: string }) => api.post<ScheduleRow>('/editor/schedules', input, silent),
  cancel: (api: ApiClient, id: number) => api.post<ScheduleRow>(`/editor/schedules/${id}/cancel`, {}, silent),
};
