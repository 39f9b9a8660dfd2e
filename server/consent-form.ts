import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBodyText } from '../portal/http';
import { redirectPath } from '../portal/routes/common';
import { CONSENT_CHOICES, CONSENT_COOKIE, CONSENT_FORM_PATH, CONSENT_MAX_AGE_S, consentValue, type ConsentChoice } from '../contract/consent';

const MAX_BODY_BYTES = 2048;

/**
 * Only a page of this site may post a choice: a cross-site form must not set a visitor's consent for them. Browsers
 * send Origin on form posts; Sec-Fetch-Site where Origin is missing.
 */
function fromThisSite(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin) {
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  }
  return req.headers['sec-fetch-site'] === 'same-origin';
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const text = await readBodyText(req, MAX_BODY_BYTES).catch(() => null);
  return text === null ? null : new URLSearchParams(text);
}

function answer(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(message);
}

/**
 * POST /consent {choice: all | necessary, return}: the cookie notice's one-click choices when the page's scripts have
 * not run (or never will). Stores the same cookie the browser code would and sends the visitor back to the page.
 * Returns false for any other request.
 */
export function handleConsentForm(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST' || req.url !== CONSENT_FORM_PATH) return false;
  if (!fromThisSite(req)) {
    answer(res, 403, 'Consent can only be given from this site.');
    return true;
  }
  readForm(req).then((form) => {
    const choice = form?.get('choice');
    if (!form || !choice || !Object.hasOwn(CONSENT_CHOICES, choice)) return answer(res, 400, 'choice: expected all or necessary.');
    const back = form.get('return') ?? '/';
    res.writeHead(303, {
      location: redirectPath(back),
      'set-cookie': `${CONSENT_COOKIE}=${encodeURIComponent(consentValue(CONSENT_CHOICES[choice as ConsentChoice]))}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax`,
      'cache-control': 'no-store',
    });
    res.end();
  }).catch((error) => {
    // Whatever failed, the visitor gets an answer instead of a connection left open.
    console.error('[consent] %s', (error as Error).message);
    if (!res.headersSent) answer(res, 400, 'The choice could not be stored.');
    else res.end();
  });
  return true;
}
