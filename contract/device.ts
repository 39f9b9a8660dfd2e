/**
 * The mobile flag: the user agent names a phone or tablet browser. The page cache
 * (server/cache.ts) splits its keys by the same pattern, so a cached page always carries the right flag.
 */
export const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

export const isMobileUserAgent = (userAgent: string | undefined): boolean => MOBILE_UA.test(userAgent ?? '');
