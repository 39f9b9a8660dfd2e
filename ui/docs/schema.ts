import { array, is, object, size, string } from 'superstruct';

/** The words under the documentation search box (GET /top-search-words). */
export const TopSearchWords = size(array(size(string(), 1, 100)), 0, 50);

/** The 'doc-top-search-words' site document. */
export const TopSearchWordsDoc = object({ words: TopSearchWords });

/** The top search words as the portal sent them, or none when they are not a list of words (a malformed document). */
export const topWordsOf = (words: unknown): string[] => (is(words, TopSearchWords) ? words : []);
