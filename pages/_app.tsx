import type { AppProps } from 'next/app';
import { useEffect } from 'react';
import { signalPageHydrated } from '../contract/page-scripts';
import { I18nProvider, DEFAULT_LOCALE, isLocale } from '../i18n';
import LoadingBar from '../shell/loading-bar/LoadingBar';
import { useNavigationBehaviours } from '../shell/navigation/useNavigationBehaviours';
import Toaster from '../shell/toaster/Toaster';
import '../styles/globals.css';

export default function App({ Component, pageProps }: AppProps) {
  const locale = isLocale(pageProps?.locale) ? pageProps.locale : DEFAULT_LOCALE;
  useNavigationBehaviours();
  // After every part's own effects: a press held by the script loader (contract/page-scripts-loader.ts) finds them ready.
  useEffect(signalPageHydrated, []);
  return (
    <I18nProvider locale={locale}>
      <LoadingBar />
      <Component {...pageProps} />
      <Toaster />
    </I18nProvider>
  );
}
