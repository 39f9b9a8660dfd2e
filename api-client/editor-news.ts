import type { ApiClient } from './client';
import type { EditableNews, NewsFields, NewsListRow, NewsType } from '../contract/news-entry';
import type { HistoryRow } from './editor';

/** Editor calls for news-kind entries (portal/routes/editor-news.ts). Silent: the editor shows failures next to what failed. */

export type { EditableNews, NewsFields, NewsListRow, NewsType };

export interface NewsFilter {
  type?: string;
  language?: string;
  q?: string;
}

const silent = { silent: true };

export const editorNewsApi = {
  list: (api: ApiClient, filter: NewsFilter) => api.get<NewsListRow[]>('/editor/news', { ...filter }, silent),
  create: (api: ApiClient, entry: { type: string; lang: string; code: string; title: string }) => api.post<EditableNews>('/editor/news', entry, silent),
  entry: (api: ApiClient, id: number) => api.get<EditableNews>(`/editor/news/${id}`, undefined, silent),
  saveDraft: (api: ApiClient, id: number, draft: { version: number; fields: NewsFields }) => api.post<EditableNews>(`/editor/news/${id}/draft`, draft, silent),
  publish: (api: ApiClient, id: number, version: number) => api.post<EditableNews>(`/editor/news/${id}/publish`, { version }, silent),
  remove: (api: ApiClient, id: number, version: number) => api.post<null>(`/editor/news/${id}/delete`, { version }, silent),
  history: (api: ApiClient, id: number) => api.get<HistoryRow[]>(`/editor/news/${id}/history`, undefined, silent),
};
