import type { AppProps } from 'next/app';
import { I18nProvider, DEFAULT_LOCALE, isLocale } from '../i18n';
import '../styles/globals.css';

export default function App({ Component, pageProps }: AppProps) {
  const locale = isLocale(pageProps?.locale) ? pageProps.locale : DEFAULT_LOCALE;
  return (
    <I18nProvider locale={locale}>
      <Component {...pageProps} />
    </I18nProvider>
  );
}
