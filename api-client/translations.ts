import type { ApiClient } from './client';
import type { Lang } from '../contract/langs';
import type { TranslationCell, TranslationRow, TranslationState } from '../contract/api-types';

/** The translation workflow (portal/routes/translations.ts). Silent: the editor shows failures where they happen. */

export type { TranslationCell, TranslationRow, TranslationState };

const silent = { silent: true };

export const translationsApi = {
  list: (api: ApiClient, filter: { kind: 'page' | 'news'; type?: string; missing?: Lang; outdated?: boolean }) =>
    api.get<TranslationRow[]>('/editor/translations', { kind: filter.kind, type: filter.type, missing: filter.missing, outdated: filter.outdated ? '1' : undefined }, silent),
  ofEntry: (api: ApiClient, id: number) => api.get<TranslationRow>(`/editor/entries/${id}/translations`, undefined, silent),
  start: (api: ApiClient, id: number, lang: Lang) => api.post<{ id: number }>(`/editor/entries/${id}/translations`, { lang }, silent),
};
