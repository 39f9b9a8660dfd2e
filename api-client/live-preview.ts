import type { LiveDraft } from '../contract/api-types';
import type { ApiClient } from './client';

/** The editor's live preview (portal/routes/live-preview.ts): the unsaved draft for this session, and the token that shows it. */
const silent = { silent: true };

/** The draft as the API takes it (contract/api-types.ts). */
export type LiveDraftInput = LiveDraft;

export const livePreviewApi = {
  holdDraft: (api: ApiClient, id: number, draft: LiveDraftInput) => api.post<{ expiresAt: string }>(`/editor/entries/${id}/live-draft`, { ...draft }, silent),
  token: (api: ApiClient, id: number) => api.post<{ token: string; expiresAt: string }>(`/editor/entries/${id}/live-token`, {}, silent),
};
