import { getTopSearchWords, searchDocs, type DocSearchResult } from '../../api-client/docs';
import type { ModuleLoader } from '../../registry/types';
import { topWordsOf } from '../../ui/docs/schema';

/** Document search: page size 20, page index from 1. */
export const DOC_SEARCH_PAGE_SIZE = 20;

export interface DocSearchData {
  keyword: string;
  page: number;
  topWords: string[];
  result: DocSearchResult | null;
}

/** Searches on the server with ?keyword=&page= (an empty keyword searches nothing); out-of-range pages read as 1. */
export const loadDocSearch: ModuleLoader<unknown, DocSearchData> = async (_details, ctx) => {
  const keyword = (ctx.query.keyword ?? '').trim().slice(0, 100);
  const requested = Number(ctx.query.page ?? 1);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const [topWords, result] = await Promise.all([getTopSearchWords(ctx.api), keyword ? searchDocs(ctx.api, keyword, page, DOC_SEARCH_PAGE_SIZE) : Promise.resolve(null)]);
  return { data: { keyword, page, topWords: topWordsOf(topWords), result } };
};
