import crypto from 'node:crypto';
import { refine, size, string, type } from 'superstruct';
import { ApiError, CODE, type Router } from '../http';
import { RateLimiter } from '../rate-limit';
import { assertBody } from '../validate';
import { config } from '../../config';

/** POST /bai-du/sem: a search-engine-marketing landing beacon (landing url + campaign type), stored as a 'sem' submission. */

const landingUrl = refine(size(string(), 1, 2048), 'url', (value) => {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
});
const SemBody = type({ url: landingUrl, newType: size(string(), 1, 40) });

const MINUTE = 60_000;
// A landing page sends one beacon per visit; more than SEM_PER_MINUTE (default 30) from one address is not a visitor.
let beacons: RateLimiter | undefined;
const limiter = () => (beacons ??= new RateLimiter(config().SEM_PER_MINUTE, MINUTE, 'sem'));

export function registerSem(router: Router) {
  router.post('/bai-du/sem', async (ctx) => {
    if (!limiter().take(`sem:${ctx.ip}`)) throw new ApiError(429, CODE.RATE_LIMITED, 'too many requests; try again in a minute');
    const { url, newType } = assertBody(SemBody, ctx.body);
    const [row] = await ctx.store.query<{ id: number }>(
      `INSERT INTO submissions (kind, idempotency_key, payload, client_ip, lang) VALUES ('sem', $1, $2::jsonb, $3, $4) RETURNING id`,
      [`sem-${crypto.randomUUID()}`, JSON.stringify({ url, newType }), ctx.ip, ctx.lang],
    );
    return { submissionId: row.id };
  });
}
