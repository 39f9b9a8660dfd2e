import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { checkedLookup, parseWebhookUrl, resolveAllowed, UrlRefused } from './url-policy';

export const SIGNATURE_HEADER = 'x-edgenova-signature';
export const TIMESTAMP_HEADER = 'x-edgenova-timestamp';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** HMAC-SHA256 over "<timestamp>.<body>", hex, as the receiver recomputes it with the form's signing secret. */
export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

interface Answer {
  status: number;
  location?: string;
}

/**
 * One request, no redirects followed, cut off after timeoutMs whatever the receiver does (a slow trickle too).
 * The connection only goes to addresses that pass the policy at connect time (checkedLookup).
 */
function request(url: URL, method: string, headers: Record<string, string>, body: string | null, timeoutMs: number): Promise<Answer> {
  const lib = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(url, { method, headers, lookup: checkedLookup as never, agent: false }, (res) => {
      res.on('data', () => undefined); // drained and dropped: only the status counts
      res.on('end', () => { clearTimeout(timer); resolve({ status: res.statusCode ?? 0, location: res.headers.location }); });
      res.on('error', reject);
      // Cut off mid-answer (the timeout, a reset): settle anyway, so a delivery slot is never held by a dead request.
      res.on('close', () => { if (!res.complete) reject(new Error(timedOut ? `no answer within ${timeoutMs} ms` : 'the answer stopped before it ended')); });
    });
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; req.destroy(new Error(`no answer within ${timeoutMs} ms`)); }, timeoutMs);
    req.on('error', (error) => { clearTimeout(timer); reject(error instanceof UrlRefused ? error : new Error(error.message)); });
    req.end(body ?? undefined);
  });
}

const redirectRefused = (a: Answer) => new UrlRefused(`answered ${a.status} redirecting to ${String(a.location ?? '(no location)').slice(0, 200)}; redirects are not followed`);

/** Posts a lead; resolves on 2xx, throws UrlRefused for policy refusals (3xx included) and Error for other failures. */
export async function postWebhook(target: string, json: string, secret: string, idempotencyKey: string, timeoutMs: number): Promise<void> {
  const url = parseWebhookUrl(target);
  await resolveAllowed(url.hostname);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const answer = await request(url, 'POST', {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(json)),
    [SIGNATURE_HEADER]: signature(secret, timestamp, json),
    [TIMESTAMP_HEADER]: timestamp,
    [IDEMPOTENCY_HEADER]: idempotencyKey,
    'user-agent': 'edgenova-leads/1',
  }, json, timeoutMs);
  if (answer.status >= 300 && answer.status < 400) throw redirectRefused(answer);
  if (answer.status < 200 || answer.status >= 300) throw new Error(`receiver answered HTTP ${answer.status}`);
}

/**
 * The save-time check: shape, every resolved address, and a HEAD request that must not redirect. A receiver
 * that is merely down or refuses HEAD is accepted (it may be fixed later); a redirect is not.
 */
export async function checkWebhookTarget(target: string, timeoutMs: number): Promise<void> {
  const url = parseWebhookUrl(target);
  await resolveAllowed(url.hostname);
  const answer = await request(url, 'HEAD', { 'user-agent': 'edgenova-leads/1' }, null, timeoutMs).catch((error) => {
    if (error instanceof UrlRefused) throw error;
    return null;
  });
  if (answer && answer.status >= 300 && answer.status < 400) throw redirectRefused(answer);
}
