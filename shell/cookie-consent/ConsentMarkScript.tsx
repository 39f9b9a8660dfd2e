import { CONSENT_MARK_SOURCE } from '../../contract/consent-mark-source';

/** The inline <head> script (pages/_document.tsx) that marks <html> when a consent choice is stored. */
export default function ConsentMarkScript() {
  return <script dangerouslySetInnerHTML={{ __html: CONSENT_MARK_SOURCE }} />;
}
