/** What an editing or preview request of Builder's editor needs in the browser to update the page live. */
export interface BuilderEditing {
  apiKey: string;
  /** Builder locale (en-US, zh-CN, ja-JP, ko-KR). */
  locale: string;
  urlPath: string;
  /** The published entry the server rendered, or null for a page not published yet. */
  content: unknown;
}
