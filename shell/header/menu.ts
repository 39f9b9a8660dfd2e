import type { MenuItem } from '../../api-client';
import { LOCALE_VALUE, type Locale } from '../../contract/locales';
import { siteHref } from '../../ui/shared/href';

/** Top menu item ids 1-8, in display order. */
export const MENU_ID = { about: 1, product: 2, solutions: 3, resources: 4, partnership: 5, language: 6, contact: 7, free: 8 } as const;
/** The four items that open a mega-menu panel; every other top item is a plain link. */
export const PANEL_IDS: readonly number[] = [MENU_ID.about, MENU_ID.product, MENU_ID.solutions, MENU_ID.resources];

/** External links (linkType 'href', or an absolute URL) keep their address; site paths get the locale prefix. */
export function menuHref(url: string, linkType: string | undefined, locale: Locale): string {
  return linkType === 'href' ? url : siteHref(url, locale);
}

/**
 * The menu as a locale shows it: items whose displayOnly excludes the locale are dropped (partnership is
 * KO/EN/JA only; some products are Korean-only), recursively, and internal urls are locale-prefixed. Only the
 * fields the header renders are kept, and empty ones are left out: the menu travels in every page's props.
 */
export function menusForLocale(items: MenuItem[], locale: Locale): MenuItem[] {
  const lang = LOCALE_VALUE[locale];
  return items
    .filter((item) => !item.displayOnly?.length || item.displayOnly.includes(lang))
    .map((item) => {
      const shown: MenuItem = { ID: item.ID, title: item.title, url: menuHref(item.url ?? '', item.linkType, locale) };
      if (item.target === '_blank') shown.target = item.target;
      if (item.linkType) shown.linkType = item.linkType;
      if (item.className) shown.className = item.className;
      if (item.description) shown.description = item.description;
      if (item.col) shown.col = item.col;
      if (item.latest) shown.latest = true;
      if (item.hottest) shown.hottest = true;
      const children = item.children ? menusForLocale(item.children, locale) : [];
      if (children.length) shown.children = children;
      if (item.promotion) shown.promotion = { ...item.promotion, url: menuHref(item.promotion.url ?? '', undefined, locale) };
      return shown;
    });
}
