import type { ApiClient } from './client';
import type { CreatableKind, DocFields, EditableDocNode, EditorDocNode } from '../contract/doc-nodes';
import type { HistoryRow } from './editor';
import type { RevisionDiff, TranslationRow } from '../contract/api-types';
import type { Lang } from '../contract/langs';

/** The documentation centre's editor calls (portal/routes/editor-docs.ts). Silent: the editor shows failures in place. */

export type { CreatableKind, DocFields, EditableDocNode, EditorDocNode };

const silent = { silent: true };

export const editorDocsApi = {
  tree: (api: ApiClient, language: string) => api.get<EditorDocNode[]>('/editor/docs/tree', { language }, silent),
  node: (api: ApiClient, id: number, language: string) => api.get<EditableDocNode>(`/editor/docs/nodes/${id}`, { language }, silent),
  create: (api: ApiClient, input: { lang: string; kind: CreatableKind; parentId: number; name: string; position?: number; productCode?: string }) =>
    api.post<EditableDocNode>('/editor/docs/nodes', input, silent),
  saveDraft: (api: ApiClient, id: number, input: { lang: string; version: number; fields: DocFields }) => api.post<EditableDocNode>(`/editor/docs/nodes/${id}/draft`, input, silent),
  rename: (api: ApiClient, id: number, input: { lang: string; version: number; name: string }) => api.post<EditableDocNode>(`/editor/docs/nodes/${id}/rename`, input, silent),
  move: (api: ApiClient, id: number, input: { lang: string; version: number; parentId: number | null; position: number }) =>
    api.post<EditableDocNode>(`/editor/docs/nodes/${id}/move`, input, silent),
  publish: (api: ApiClient, id: number, input: { lang: string; version: number }) => api.post<EditableDocNode>(`/editor/docs/nodes/${id}/publish`, input, silent),
  unpublish: (api: ApiClient, id: number, input: { lang: string; version: number }) => api.post<EditableDocNode>(`/editor/docs/nodes/${id}/unpublish`, input, silent),
  remove: (api: ApiClient, id: number, input: { lang: string; version: number }) => api.post<{ id: number; lang: string }>(`/editor/docs/nodes/${id}/delete`, input, silent),
  diff: (api: ApiClient, id: number, language: string, revisionId: number) =>
    api.get<RevisionDiff>(`/editor/docs/nodes/${id}/revisions/${revisionId}/diff`, { language }, silent),
  restore: (api: ApiClient, id: number, input: { lang: string; version: number }, revisionId: number) =>
    api.post<EditableDocNode>(`/editor/docs/nodes/${id}/revisions/${revisionId}/restore`, input, silent),
  translations: (api: ApiClient, id: number) => api.get<TranslationRow>(`/editor/docs/nodes/${id}/translations`, undefined, silent),
  startTranslation: (api: ApiClient, id: number, lang: Lang) => api.post<EditableDocNode>(`/editor/docs/nodes/${id}/translations`, { lang }, silent),
  history: (api: ApiClient, id: number, language: string) => api.get<HistoryRow[]>(`/editor/docs/nodes/${id}/history`, { language }, silent),
};
