import type { ApiClient } from './client';

/** Staff editor calls (portal/routes/editor.ts). All are silent: the editor shows failures next to what failed. */

import type { EditableEntry, HistoryRow, StaffRole, StaffUser } from '../contract/api-types';
export type { EditableEntry, HistoryRow, StaffRole, StaffUser };

export interface EditorModule {
  id: string;
  name: string;
  type: string;
  /** Parsed details; always carries visible. */
  details: Record<string, unknown> & { visible: boolean };
}

export interface PageSeo {
  title?: string;
  description?: string;
  keywords?: string;
  robots?: string;
}

export type EditablePage = EditableEntry<{ path: string; seo?: PageSeo; moduleViewList: EditorModule[] }>;

import type { PageListRow } from '../contract/api-types';
export type { PageListRow };

export interface SiteDocRow {
  id: number;
  type: string;
  lang: string;
  version: number;
  hasDraft: boolean;
}

export interface LinkMapping {
  linkUri: string;
  target: string;
}

const silent = { silent: true };

export const editorApi = {
  login: (api: ApiClient, email: string, password: string) => api.post<{ staff: StaffUser }>('/editor/login', { email, password }, silent),
  logout: (api: ApiClient) => api.post<null>('/editor/logout', {}, silent),
  me: (api: ApiClient) => api.get<{ staff: StaffUser; expiresAt: string }>('/editor/me', undefined, silent),
  pages: (api: ApiClient, filter: { language?: string; type?: string; q?: string }) => api.get<PageListRow[]>('/editor/pages', filter, silent),
  createPage: (api: ApiClient, page: { path: string; lang: string; title: string }) => api.post<EditablePage>('/editor/pages', page, silent),
  entry: <Data>(api: ApiClient, id: number) => api.get<EditableEntry<Data>>(`/editor/entries/${id}`, undefined, silent),
  saveDraft: <Data>(api: ApiClient, id: number, draft: { version: number; title?: string; summary?: string; data: unknown }) =>
    api.post<EditableEntry<Data>>(`/editor/entries/${id}/draft`, draft, silent),
  publish: <Data>(api: ApiClient, id: number, version: number) => api.post<EditableEntry<Data>>(`/editor/entries/${id}/publish`, { version }, silent),
  history: (api: ApiClient, id: number) => api.get<HistoryRow[]>(`/editor/entries/${id}/history`, undefined, silent),
  siteDocs: (api: ApiClient, language: string) => api.get<SiteDocRow[]>('/editor/site', { language }, silent),
  mappings: (api: ApiClient) => api.get<LinkMapping[]>('/editor/mappings', undefined, silent),
  saveMapping: (api: ApiClient, mapping: LinkMapping) => api.post<LinkMapping>('/editor/mappings', { ...mapping }, silent),
  deleteMapping: (api: ApiClient, linkUri: string) => api.post<null>('/editor/mappings/delete', { linkUri }, silent),
  previewToken: (api: ApiClient) => api.post<{ token: string; expiresAt: string }>('/editor/preview-token', {}, silent),
};
