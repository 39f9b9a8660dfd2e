import { readCookie, writeCookie } from '../cookies/cookies';

/** Cookie categories (spec §4); strictly necessary is always on. */
export type ConsentCategory = 'necessary' | 'statistics' | 'targeting';
export const CONSENT_COOKIE = 'cookie_consent';
const ONE_YEAR_S = 31536000;

export interface Consent {
  statistics: boolean;
  targeting: boolean;
}

/** The stored choice, or null when the visitor has not chosen yet. */
export function readConsent(cookieString?: string): Consent | null {
  const raw = readCookie(CONSENT_COOKIE, cookieString);
  if (raw === undefined) return null;
  const granted = raw.split(',');
  return { statistics: granted.includes('statistics'), targeting: granted.includes('targeting') };
}

export function saveConsent(consent: Consent) {
  const granted: ConsentCategory[] = ['necessary'];
  if (consent.statistics) granted.push('statistics');
  if (consent.targeting) granted.push('targeting');
  writeCookie(CONSENT_COOKIE, granted.join(','), { maxAge: ONE_YEAR_S });
}
