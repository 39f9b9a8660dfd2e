import { CONSENT_COOKIE, CONSENT_MARK } from './consent';

// Runs while <head> is parsed, before the body is painted: the same test as readConsent (cookie present = chosen).
const SOURCE = `/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie)&&document.documentElement.setAttribute('${CONSENT_MARK}','')`;

/** The inline <head> script (pages/_document.tsx) that marks <html> when a consent choice is stored; carries the CSP nonce. */
export default function ConsentMarkScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
