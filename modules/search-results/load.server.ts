import type { Infer } from 'superstruct';
import { searchSite, type Paged, type SearchRow } from '../../api-client/content';
import type { ModuleLoader } from '../../registry/types';
import type { SearchResultsDetails } from './schema';
import { keywordTerms } from '../../contract/search-keyword';

export const SEARCH_PAGE_SIZE = 20;
/** tooShort: the keyword holds nothing the search can look up (punctuation, one letter), so it was not sent. */
export type SearchResultsData = { keyword: string; t: string; result: Paged<SearchRow> | null; tooShort?: boolean };

/** Searches on the server with the page's query; an empty keyword searches nothing and shows the prompt. */
export const loadSearchResults: ModuleLoader<Infer<typeof SearchResultsDetails>, SearchResultsData> = async (details, ctx) => {
  const keyword = (ctx.query.keyword ?? '').trim().slice(0, 200);
  const t = (ctx.query.t ?? '').replace(/\D/g, '').slice(0, 20);
  if (!keyword) return { data: { keyword: '', t, result: null } };
  if (!keywordTerms(keyword).searchable) return { data: { keyword, t, result: null, tooShort: true } };
  // ?page= is 1-based in the address; the API's pageIndex is 0-based.
  const pageIndex = Math.min(Math.max(Number.parseInt(ctx.query.page ?? '1', 10) || 1, 1), 500) - 1;
  return { data: { keyword, t, result: await searchSite(ctx.api, { keyword, type: details.type, pageIndex, pageSize: SEARCH_PAGE_SIZE }) } };
};
