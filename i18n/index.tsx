import rosetta from 'rosetta';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import errors from './strings/errors';
import shell from './strings/shell';
import modules from './strings/modules';
import forms from './strings/forms';
import docs from './strings/docs';
import editor from './strings/editor';

export * from './locales';

type Catalogue = Record<Locale, Record<string, unknown>>;
/** Every area's strings; an area adds its file in strings/ and one line here. */
const catalogues: Catalogue[] = [errors, shell, modules, forms, docs, editor];

const i18n = rosetta<Record<string, unknown>>();
for (const locale of LOCALES) {
  i18n.set(locale, Object.assign({}, ...catalogues.map((c) => c[locale])));
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A translator for a locale; a key missing in that locale falls back to English, then to the key itself. */
export function translator(locale: Locale): Translate {
  return (key, params) => {
    const own = i18n.t(key, params, locale);
    if (own) return own;
    return i18n.t(key, params, DEFAULT_LOCALE) || key;
  };
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function useT(): Translate {
  const locale = useLocale();
  return useMemo(() => translator(locale), [locale]);
}
