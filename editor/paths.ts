import { LOCALE_VALUE, localePath, type Locale } from '../i18n';

/** The four content languages, in the API's spelling. */
export const CONTENT_LANGS = Object.values(LOCALE_VALUE);

export const editorPageHref = (id: number) => `/editor/page/${id}/`;

/** The documentation centre's editor with a node chosen in a language. */
export const docsEditorHref = (lang: string, node: number) => `/editor/docs/?language=${encodeURIComponent(lang)}&node=${node}`;

/** The public address of a page in its content language: '/' in JA_JP is '/ja'. */
export function publicPath(lang: string, path: string): string {
  const locale = (Object.keys(LOCALE_VALUE) as Locale[]).find((l) => LOCALE_VALUE[l] === lang) ?? 'en';
  return localePath(locale, path);
}

/** The live page in staff preview mode: ispreview and pretoken both present (preview needs the two), a freshly issued token. */
export function previewUrl(lang: string, path: string, token: string): string {
  return `${publicPath(lang, path)}?ispreview=true&pretoken=${encodeURIComponent(token)}`;
}
