import path from 'node:path';

/** The server code of what a site page's first answer needs: Next's document, the app and the catch-all page. */
const FIRST_ANSWER_PAGES = ['_document', '_app', '[[...slug]]'];

/**
 * Next loads a page's server code on the page's first request. Loaded here instead, while the store is still opening
 * (its own thread), a cold start's first answer does not wait for it; require's cache then hands Next the same
 * modules. A page missing from the build is left for Next to report.
 */
export function loadFirstAnswerCode(distDir: string) {
  for (const page of FIRST_ANSWER_PAGES) {
    try {
      require(path.resolve(distDir, 'server', 'pages', `${page}.js`));
    } catch (error) {
      console.warn('[site] %s not loaded ahead: %s', page, (error as Error).message);
    }
  }
}
