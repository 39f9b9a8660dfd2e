import type { Infer } from 'superstruct';
import { searchSite, type Paged, type SearchRow } from '../../api-client/content';
import type { ModuleLoader } from '../../registry/types';
import type { SearchResultsDetails } from './schema';

export const SEARCH_PAGE_SIZE = 20;
export type SearchResultsData = { keyword: string; result: Paged<SearchRow> | null };

/** Searches on the server with the page's query; an empty keyword searches nothing and shows the prompt. */
export const loadSearchResults: ModuleLoader<Infer<typeof SearchResultsDetails>, SearchResultsData> = async (details, ctx) => {
  const keyword = (ctx.query.keyword ?? '').trim().slice(0, 200);
  if (!keyword) return { data: { keyword: '', result: null } };
  return { data: { keyword, result: await searchSite(ctx.api, { keyword, type: details.type, pageIndex: 0, pageSize: SEARCH_PAGE_SIZE }) } };
};
