/**
 * What a site-search keyword must hold to be looked up in the index, shared by the search page (to explain a refusal
 * in the reader's language) and the portal API (400). Chinese, Japanese and Korean are written without spaces, so
 * their runs are indexed as pairs of characters; other scripts are indexed by word. A keyword needs at least one word
 * of MIN_WORD letters or digits, or one run of MIN_CJK such characters: anything shorter (one letter, punctuation
 * alone) matches so much of the site that it is neither useful nor cheap.
 */
export const MIN_WORD = 2;
export const MIN_CJK = 2;

/** Han, kana (not the middle dot ・, which separates words) and Hangul, with compatibility and half-width forms; migration 005 uses the same ranges. */
export const CJK_RANGES = '\\u1100-\\u11ff\\u3040-\\u30fa\\u30fc-\\u30ff\\u3130-\\u318f\\u31f0-\\u31ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff\\uff66-\\uff9f';
const CJK_RUN = new RegExp(`[${CJK_RANGES}]+`, 'g');

export interface KeywordTerms {
  /** The keyword without its CJK runs, for the word tokenizer. */
  words: string;
  /** CJK runs long enough to look up. */
  cjkRuns: string[];
  /** True when the keyword holds something the index can look up. */
  searchable: boolean;
}

export function keywordTerms(keyword: string): KeywordTerms {
  const runs = keyword.match(CJK_RUN) ?? [];
  const words = keyword.replace(CJK_RUN, ' ');
  const cjkRuns = runs.filter((run) => [...run].length >= MIN_CJK);
  const longWord = words.split(/[^\p{L}\p{N}]+/u).some((w) => [...w].length >= MIN_WORD);
  return { words, cjkRuns, searchable: cjkRuns.length > 0 || longWord };
}
