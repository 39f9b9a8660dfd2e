import { CONSENT_COOKIE, CONSENT_MARK } from './consent';

// Runs while <head> is parsed, before the body is painted: the same test as readConsent (cookie present = chosen).
// The page CSP allows exactly this text by its hash (server/csp.ts), so the hash follows any change here.
export const CONSENT_MARK_SOURCE = `/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie)&&document.documentElement.setAttribute('${CONSENT_MARK}','')`;
