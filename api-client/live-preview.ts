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

/** Where a live preview holds its drafts and gets its token: an entry's calls, or a doc node's in one language. */
export interface LiveChannel {
  hold: (api: ApiClient, draft: LiveDraftInput) => Promise<unknown>;
  token: (api: ApiClient) => Promise<{ token: string; expiresAt: string }>;
}

export const entryChannel = (id: number): LiveChannel => ({
  hold: (api, draft) => livePreviewApi.holdDraft(api, id, draft),
  token: (api) => livePreviewApi.token(api, id),
});

/** A doc node's preview shows its name and HTML (the draft's title and body). */
export const docChannel = (id: number, lang: string): LiveChannel => ({
  hold: (api, draft) => api.post<{ expiresAt: string }>(`/editor/docs/nodes/${id}/live-draft`, { lang, title: draft.title, body: draft.body }, silent),
  token: (api) => api.post<{ token: string; expiresAt: string }>(`/editor/docs/nodes/${id}/live-token`, { lang }, silent),
});
