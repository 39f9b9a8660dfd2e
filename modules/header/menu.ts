import type { MenuItem } from '../../api-client';
import { LOCALE_VALUE, localePath, type Locale } from '../../i18n/locales';

/** Top menu item ids (spec §2 "Header"), in display order. */
export const MENU_ID = { about: 1, product: 2, solutions: 3, resources: 4, partnership: 5, language: 6, contact: 7, free: 8 } as const;
/** The four items that open a mega-menu panel; every other top item is a plain link. */
export const PANEL_IDS: readonly number[] = [MENU_ID.about, MENU_ID.product, MENU_ID.solutions, MENU_ID.resources];

/** External links (linkType 'href', or an absolute URL) keep their address; site paths get the locale prefix. */
export function menuHref(url: string, linkType: string | undefined, locale: Locale): string {
  if (linkType === 'href' || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || !url.startsWith('/')) return url;
  return localePath(locale, url);
}

/**
 * The menu as a locale shows it: items whose displayOnly excludes the locale are dropped (partnership is
 * KO/EN/JA only; some products are Korean-only), recursively, and internal urls are locale-prefixed.
 */
export function menusForLocale(items: MenuItem[], locale: Locale): MenuItem[] {
  const lang = LOCALE_VALUE[locale];
  return items
    .filter((item) => !item.displayOnly?.length || item.displayOnly.includes(lang))
    .map((item) => ({
      ...item,
      url: menuHref(item.url ?? '', item.linkType, locale),
      children: item.children ? menusForLocale(item.children, locale) : [],
      promotion: item.promotion ? { ...item.promotion, url: menuHref(item.promotion.url ?? '', undefined, locale) } : null,
    }));
}
