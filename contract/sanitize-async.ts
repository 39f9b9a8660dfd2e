/**
 * Where the server's own sanitiser is (server/sanitizer.ts): the same DOMPurify with the same settings, run in a
 * worker thread so that jsdom, which it needs on the server, loads beside Next at start instead of before it.
 * globalThis: Next's bundled copy of this module must see what the server registered.
 */
export const SANITIZER_KEY = Symbol.for('edgenova.sanitizeHtml');

type Sanitize = (html: string) => Promise<string>;

/**
 * CMS HTML made safe to render (contract/sanitize.ts says what that means), for loaders. Without the server's
 * worker (tests, tools) it sanitises here, loading the sanitiser on first use.
 */
export async function sanitizeHtmlAsync(html: string): Promise<string> {
  const offThread = (globalThis as Record<symbol, Sanitize | undefined>)[SANITIZER_KEY];
  if (offThread) return offThread(html);
  return (await import('./sanitize')).sanitizeHtml(html);
}
