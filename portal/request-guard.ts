import type { IncomingMessage } from 'node:http';
import { ApiError, CODE, MAX_BODY_BYTES, readBodyText } from './http';
import { fromTrustedProxy } from '../contract/client-address';
import { config } from '../config';

/**
 * Checks every API request gets once, where its input is parsed: cross-site writes are refused (SameSite cookies
 * alone do not stop a form or a no-preflight fetch from another site), and text the store cannot hold is a 400.
 */

/** JSON bodies only: a form or text/plain post is what another site can send without a CORS preflight. */
export function assertJsonContentType(req: IncomingMessage): void {
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return;
  throw new ApiError(415, CODE.UNSUPPORTED_MEDIA_TYPE, 'a request body must be sent as content-type application/json');
}

/** The site's own origin when SITE_URL names it (behind a proxy that rewrites Host), else null. */
function configuredOrigin(): string | null {
  try {
    const { SITE_URL } = config();
    return SITE_URL ? new URL(SITE_URL).origin : null;
  } catch {
    return null;
  }
}

/**
 * A state-changing call must come from this site (Host, X-Forwarded-Host from a trusted proxy, or SITE_URL). Browsers send Origin on every POST (and Sec-Fetch-Site on
 * modern ones); a request with neither is not from a browser page (server renders, curl, API clients), which
 * cannot carry a visitor's cookies against their will, so it passes.
 */
export function assertSameOrigin(req: IncomingMessage): void {
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw crossSite();
  if (origin === undefined) return;
  if (origin === configuredOrigin()) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw crossSite(); // includes Origin: null (sandboxed frames, opaque redirects)
  }
  // Behind a trusted proxy that rewrites Host, the host the browser used is in X-Forwarded-Host.
  const forwardedHost = fromTrustedProxy(req) ? String(req.headers['x-forwarded-host'] ?? '').split(',')[0].trim() : '';
  if (host !== req.headers.host && host !== forwardedHost) throw crossSite();
}

const crossSite = () => new ApiError(403, CODE.FORBIDDEN, 'cross-site request refused: state-changing calls must come from this site');

// NUL (the store refuses it) and UTF-16 surrogates without their pair (not text; JSON can spell them as \ud800).
const INVALID_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isValidText = (text: string) => !INVALID_TEXT.test(text);

/** Refuses a string anywhere in value (object keys too) that is not valid text; the 400 names where it was. */
export function assertValidText(value: unknown, field: string): void {
  if (typeof value === 'string') {
    if (!isValidText(value)) throw ApiError.badInput(field, 'contains a null character or invalid text');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => assertValidText(item, `${field}.${i}`));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isValidText(key)) throw ApiError.badInput(field, 'has a field name with a null character or invalid text');
      assertValidText(item, field === 'body' ? key : `${field}.${key}`);
    }
  }
}

/** The request's JSON body ({} when empty): size-limited, UTF-8, application/json, valid text throughout. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const text = await readBodyText(req, MAX_BODY_BYTES).catch(() => {
    throw ApiError.badInput('body', 'is not valid UTF-8 text');
  });
  if (text === null) throw new ApiError(413, CODE.TOO_LARGE, `request body over ${MAX_BODY_BYTES} bytes`);
  if (text === '') return {};
  assertJsonContentType(req);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw ApiError.badInput('body', 'not valid JSON');
  }
  assertValidText(body, 'body');
  return body;
}
