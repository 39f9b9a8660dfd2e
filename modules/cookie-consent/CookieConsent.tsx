import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { readConsent } from './consent';

// The dialog and its Radix code load only for a visitor who has not chosen yet (the first visit), not on every page.
const ConsentDialog = dynamic(() => import('./ConsentDialog'), { ssr: false });

/** Cookie consent (spec §4), shown only until a choice is stored. Fixed to a corner, so it moves nothing when it appears. */
export default function CookieConsent() {
  const [asking, setAsking] = useState(false);
  // The cookie is only readable in the browser; the dialog appears after hydration.
  useEffect(() => setAsking(readConsent() === null), []);
  return asking ? <ConsentDialog onChosen={() => setAsking(false)} /> : null;
}
