import type { WebInfo } from '../../api-client';
import { HTML_LANG, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES, isLocale, localePath, useLocale, type Locale } from '../../i18n';
import { writeCookie } from '../../contract/cookies';

export interface LanguageOption {
  code: Locale;
  name: string;
  href: string;
}

const FALLBACK_NAMES: Record<Locale, string> = { en: 'English', cn: '简体中文', ja: '日本語', ko: '한국어' };

/** The site's languages (website.siteLanguageList, else all four), each pointing at this page in that language. */
export function languageOptions(web: WebInfo | null, path: string): LanguageOption[] {
  const listed = (web?.siteLanguageList ?? []).filter((l) => isLocale(l.code));
  const list = listed.length ? listed.map((l) => ({ code: l.code as Locale, name: l.name })) : LOCALES.map((code) => ({ code, name: FALLBACK_NAMES[code] }));
  return list.map((l) => ({ ...l, href: localePath(l.code, path) }));
}

/** Remembers the choice for a year (31536000 s, path /); the link itself does the full navigation. */
export function rememberLanguage(code: Locale) {
  writeCookie(LOCALE_COOKIE, code, { maxAge: LOCALE_COOKIE_MAX_AGE });
}

/** Language links: plain anchors so that switching is a full page load of the prefixed URL. */
export default function LanguageLinks({ options, className, linkClassName }: { options: LanguageOption[]; className?: string; linkClassName?: string }) {
  const current = useLocale();
  return (
    <ul className={className}>
      {options.map((option) => (
        <li key={option.code}>
          <a
            href={option.href}
            hrefLang={HTML_LANG[option.code]}
            lang={HTML_LANG[option.code]}
            aria-current={option.code === current ? 'true' : undefined}
            className={linkClassName}
            // A preview or campaign visit stays one in the other language too: _app's navigation behaviours carry
            // its parameters into the href.
            onClick={() => rememberLanguage(option.code)}
          >
            {option.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
