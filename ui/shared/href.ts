import { localePath, useLocale, type Locale } from '../../i18n';

/** Absolute URLs, anchors and mail/tel links keep their address; site paths get the visitor's locale prefix. */
export function siteHref(url: string, locale: Locale): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return localePath(locale, url);
}

/** siteHref bound to the page's locale, for module components. */
export function useSiteHref(): (url: string) => string {
  const locale = useLocale();
  return (url) => siteHref(url, locale);
}
