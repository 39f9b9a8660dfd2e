import { readCookie, writeCookie } from './cookies';

/** Cookie categories; strictly necessary is always on. */
export type ConsentCategory = 'necessary' | 'statistics' | 'targeting';
export const CONSENT_COOKIE = 'cookie_consent';
const ONE_YEAR_S = 31536000;

/**
 * Set on <html> while a choice is stored; the notice's CSS hides it then. The server HTML is the same for every
 * visitor (server/cache.ts keeps the consent cookie render-neutral), so the notice is in every page and this mark,
 * set by an inline script in <head> before the first paint (ConsentMarkScript), keeps it from flashing for a visitor
 * who has already chosen.
 */
export const CONSENT_MARK = 'data-consent-chosen';

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

const listeners = new Set<() => void>();

/** For useSyncExternalStore: told when saveConsent stores a choice (a cookie has no change event). */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cookie's value for a choice: the granted categories, necessary always first. */
export function consentValue(consent: Consent): string {
  const granted: ConsentCategory[] = ['necessary'];
  if (consent.statistics) granted.push('statistics');
  if (consent.targeting) granted.push('targeting');
  return granted.join(',');
}

/**
 * The notice's two one-click choices. Its buttons also submit them to CONSENT_FORM_PATH (server/consent-form.ts),
 * so the notice can be answered before the page's scripts run, or without them.
 */
export const CONSENT_CHOICES = {
  all: { statistics: true, targeting: true },
  necessary: { statistics: false, targeting: false },
} as const satisfies Record<string, Consent>;
export type ConsentChoice = keyof typeof CONSENT_CHOICES;
export const CONSENT_FORM_PATH = '/consent';
export const CONSENT_MAX_AGE_S = ONE_YEAR_S;

export function saveConsent(consent: Consent) {
  writeCookie(CONSENT_COOKIE, consentValue(consent), { maxAge: ONE_YEAR_S });
  // Also marked, so the notice stays hidden on client-side navigations of this visit.
  document.documentElement.setAttribute(CONSENT_MARK, '');
  for (const listener of listeners) listener();
}
