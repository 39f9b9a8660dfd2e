import { NEWS_TYPES, type NewsType } from '../../contract/news-entry';

export const editorNewsHref = (id: number) => `/editor/news/${id}/`;

/** The list screen of one type and language: each pair has its own address, so it can be bookmarked and linked back to. */
export function newsListHref(filter: { type?: string; language?: string }): string {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
  const text = query.toString();
  return `/editor/news/${text ? `?${text}` : ''}`;
}

/** A query value as a news type, or '' when it names none. */
export const typeParam = (value: unknown): NewsType | '' =>
  typeof value === 'string' && (NEWS_TYPES as readonly string[]).includes(value) ? (value as NewsType) : '';
