import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { readConsent } from './consent';

// The dialog and its Radix code load only for a visitor who has not chosen yet (the first visit), not on every page.
const loadDialog = () => import('./ConsentDialog');
const ConsentDialog = dynamic(loadDialog, { ssr: false });
// For that visitor the download starts as this code runs, alongside hydration rather than after it, so the code is
// usually there when the effect below asks for the dialog. A failure here is ignored: the render asks again.
if (typeof document !== 'undefined' && readConsent() === null) loadDialog().catch(() => undefined);

/** Cookie consent (spec §4), shown only until a choice is stored. Fixed to a corner, so it moves nothing when it appears. */
export default function CookieConsent() {
  const [asking, setAsking] = useState(false);
  // The cookie is only readable in the browser; the dialog appears after hydration.
  useEffect(() => setAsking(readConsent() === null), []);
  return asking ? <ConsentDialog onChosen={() => setAsking(false)} /> : null;
}
