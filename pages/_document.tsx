import { Html, Head, Main, NextScript, type DocumentProps } from 'next/document';
import { HTML_LANG, isLocale } from '../i18n/locales';

/** <html lang> follows the page's locale (pageProps.locale), English when a page has none. */
export default function Document(props: DocumentProps) {
  const locale = (props.__NEXT_DATA__.props as { pageProps?: { locale?: unknown } })?.pageProps?.locale;
  return (
    <Html lang={isLocale(locale) ? HTML_LANG[locale] : 'en'}>
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
