import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../contract/locales';
import { hasMessages, translator, type Translate } from './translate';

export * from '../contract/locales';
export * from './translate';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // The browser holds only the language its page came with. A client navigation into another one (a link in content;
  // the language switch is a full load anyway) reloads the new address, whose HTML brings that language.
  const ready = hasMessages(locale);
  useEffect(() => {
    if (!ready) window.location.reload();
  }, [ready]);
  return <LocaleContext.Provider value={locale}>{ready ? children : null}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function useT(): Translate {
  const locale = useLocale();
  return useMemo(() => translator(locale), [locale]);
}
