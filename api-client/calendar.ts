import type { ApiClient } from './client';
import type { EditableEntry, RevisionDiff, ScheduleAction, ScheduleRow } from '../contract/api-types';

/** Revisions and the publishing calendar (portal/routes/calendar.ts). Silent: the editor shows failures where they happen. */

export type { RevisionDiff, ScheduleAction, ScheduleRow };
export type { FieldDiff } from '../contract/entry-diff';

const silent = { silent: true };

export const calendarApi = {
  diff: (api: ApiClient, entryId: number, revisionId: number) => api.get<RevisionDiff>(`/editor/entries/${entryId}/revisions/${revisionId}/diff`, undefined, silent),
  restore: (api: ApiClient, entryId: number, revisionId: number, version: number) =>
    api.post<EditableEntry>(`/editor/entries/${entryId}/revisions/${revisionId}/restore`, { version }, silent),
  unpublish: (api: ApiClient, entryId: number, version: number) => api.post<EditableEntry>(`/editor/entries/${entryId}/unpublish`, { version }, silent),
  schedules: (api: ApiClient, filter: { entryId?: number; from?: string; to?: string }) => api.get<ScheduleRow[]>('/editor/schedules', { ...filter }, silent),
  schedule: (api: ApiClient, input: { entryId: number; action: ScheduleAction; runAt: string; timeZone: string }) => api.post<ScheduleRow>('/editor/schedules', input, silent),
  cancel: (api: ApiClient, id: number) => api.post<ScheduleRow>(`/editor/schedules/${id}/cancel`, {}, silent),
};
