import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Html, Head, Main, NextScript, type DocumentProps } from 'next/document';
import { PAGE_SCRIPTS_ELEMENT_ID } from '../contract/page-scripts';
import { PAGE_SCRIPTS_LOADER_SOURCE } from '../contract/page-scripts-loader';
import ConsentMarkScript from '../shell/cookie-consent/ConsentMarkScript';
import { DEFAULT_LOCALE, HTML_LANG, isLocale, MESSAGES_ELEMENT_ID, messagesFor, type Locale } from '../i18n';
import { STAFF_ONLY_NAMESPACES } from '../i18n/catalogues';

/** Built once per language and page kind: the strings are fixed at build time, and every render writes them. */
const messagesBlocks = new Map<string, string>();

/** The page's strings for the browser (i18n/index.tsx): one language; the editor's own only on the editor's pages. */
function messagesJson(locale: Locale, page: string): string {
  const forEditor = page.startsWith('/editor');
  const key = `${locale}|${forEditor}`;
  let json = messagesBlocks.get(key);
  if (json === undefined) {
    const messages = messagesFor(locale, forEditor ? [] : STAFF_ONLY_NAMESPACES);
    // As in __NEXT_DATA__: no '<' inside the block, so no string can end the script element.
    json = JSON.stringify({ locale, messages }).replace(/</g, '\\u003c');
    messagesBlocks.set(key, json);
  }
  return json;
}

/**
 * <html lang> follows the page's locale (pageProps.locale), English when a page has none; that locale's strings go
 * in a JSON block the browser's translator reads. No nonce: the same HTML for every visitor, so a CDN can keep it
 * (the CSP allows the inline script by hash, server/csp.ts).
 */
/**
 * Next would add a script for every next/dynamic component the server rendered. Those are module views
 * (registry/ModuleView.tsx): a static module's code is never needed, and an interactive one's loads when it comes
 * into view or is first used (ui/island/island.tsx). Their CSS links stay.
 */
class PageHead extends Head {
  getDynamicChunks() {
    return [];
  }
  getPreloadDynamicChunks() {
    return [];
  }
  /**
   * Next's <script src defer> tags become a list that a loader requests after the first paint (see
   * contract/page-scripts-loader.ts): the page's text paints without waiting on, or sharing the network with, its scripts.
   * Next's inline chunk bootstrap stays as it is (it only fills a list the runtime reads).
   */
  getScripts(files: Parameters<Head['getScripts']>[0]) {
    const elements = Children.toArray(super.getScripts(files) as ReactNode) as ReactElement<{ src?: string }>[];
    const sources: string[] = [];
    const others: ReactElement[] = [];
    for (const el of elements) {
      if (isValidElement(el) && typeof el.props.src === 'string') sources.push(el.props.src);
      else others.push(el);
    }
    if (!sources.length) return elements;
    return [
      ...others,
      <script key="page-scripts" id={PAGE_SCRIPTS_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(sources).replace(/</g, '\\u003c') }} />,
      <script key="page-scripts-loader" dangerouslySetInnerHTML={{ __html: PAGE_SCRIPTS_LOADER_SOURCE }} />,
    ];
  }
}
class PageScripts extends NextScript {
  getDynamicChunks() {
    return [];
  }
}

export default function Document(props: DocumentProps) {
  const pageLocale = (props.__NEXT_DATA__.props as { pageProps?: { locale?: unknown } })?.pageProps?.locale;
  const locale: Locale = isLocale(pageLocale) ? pageLocale : DEFAULT_LOCALE;
  return (
    <Html lang={HTML_LANG[locale]}>
      <PageHead>
        <ConsentMarkScript />
        <script id={MESSAGES_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: messagesJson(locale, props.__NEXT_DATA__.page) }} />
      </PageHead>
      <body>
        <Main />
        <PageScripts />
      </body>
    </Html>
  );
}
