import { newsDetailPath } from '../../contract/news-entry';

/** Detail page path per news type and code (contract/news-entry.ts, shared with the editor API). */
export const detailPath = newsDetailPath;
