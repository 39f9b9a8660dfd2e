import { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { HTML_LANG, isLocale } from '../i18n/locales';

/** The response's CSP nonce, set by server/index.ts as a request header (server/csp.ts). */
const NONCE_HEADER = 'x-nonce';

/** <html lang> follows the page's locale (pageProps.locale), English when a page has none. Scripts carry the CSP nonce. */
export default function Document(props: DocumentProps & { nonce?: string }) {
  const locale = (props.__NEXT_DATA__.props as { pageProps?: { locale?: unknown } })?.pageProps?.locale;
  return (
    <Html lang={isLocale(locale) ? HTML_LANG[locale] : 'en'}>
      <Head nonce={props.nonce} />
      <body>
        <Main />
        <NextScript nonce={props.nonce} />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => {
  const initial = await ctx.defaultGetInitialProps(ctx);
  const nonce = ctx.req?.headers[NONCE_HEADER];
  return { ...initial, nonce: typeof nonce === 'string' ? nonce : undefined };
};
