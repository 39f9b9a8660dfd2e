import crypto from 'node:crypto';
import { ApiError, CODE, type Ctx, type Router } from '../http';
import { burnCaptcha, consumeCaptcha, issueCaptcha } from '../captcha';
import { verifyProof } from '../captcha-proof';
import { isStaffSecret } from '../preview';
import { RateLimiter } from '../rate-limit';
import { assertBody } from '../validate';
import { enqueueDeliveries } from '../leads/outbox';
import { requireLeadsAccess } from './leads';
import {
  BELONG_CODE,
  CollectMessageBody,
  ContactBody,
  DocFeedbackBody,
  FormAddBody,
  InvestmentContactBody,
} from '../../contract/form-schemas';
import { config } from '../../config';

/** Header carrying the client's idempotency key: a retry with the same key returns the first result, stored once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
const MINUTE = 60_000;

export interface SubmissionResult {
  submissionId: number;
  receivedAt: string;
}

class CaptchaRefused extends Error {}

function idempotencyKey(ctx: Ctx): string {
  const raw = ctx.req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return crypto.randomUUID(); // a client without a key gets no retry protection
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw ApiError.badInput(IDEMPOTENCY_HEADER, 'must be 8-100 letters, digits, - or _');
  return raw;
}

/**
 * Stores one submission in one transaction. The insert comes first so that a concurrent retry with the same key
 * waits for it and then finds it; the captcha is spent in the same transaction, so a refused write stores nothing.
 */
async function storeSubmission(ctx: Ctx, kind: string, payload: Record<string, unknown>, captcha?: CaptchaFields): Promise<SubmissionResult> {
  const key = idempotencyKey(ctx);
  if (captcha) await checkBotDefences(ctx, captcha);
  const json = JSON.stringify(payload);
  try {
    return await ctx.store.tx(async (q) => {
      const inserted = await q.query<{ id: number; created_at: Date | string }>(
        `INSERT INTO submissions (kind, idempotency_key, payload, client_ip, lang) VALUES ($1, $2, $3::jsonb, $4, $5)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, created_at`,
        [kind, key, json, ctx.ip, ctx.lang],
      );
      if (!inserted.length) {
        const [prior] = await q.query<{ id: number; created_at: Date | string; same: boolean }>(
          'SELECT id, created_at, (kind = $2 AND payload = $3::jsonb) AS same FROM submissions WHERE idempotency_key = $1',
          [key, kind, json],
        );
        if (!prior.same) throw new ApiError(409, CODE.CONFLICT, `${IDEMPOTENCY_HEADER} was already used for a different submission`, IDEMPOTENCY_HEADER);
        return result(prior);
      }
      if (captcha && !(await consumeCaptcha(q, captcha.pictureType, captcha.verifyCode))) throw new CaptchaRefused();
      await enqueueDeliveries(q, kind, inserted[0].id);
      return result(inserted[0]);
    });
  } catch (error) {
    if (!(error instanceof CaptchaRefused) || !captcha) throw error;
    await burnCaptcha(ctx.store, captcha.pictureType);
    throw ApiError.badInput('verifyCode', 'wrong, expired or already used; request a new captcha');
  }
}

interface CaptchaFields {
  pictureType: string;
  verifyCode: string;
  proof?: string;
  url?: string;
}

/**
 * Before the captcha's text is checked: the honeypot (`url`, a field people never see, so only bots fill it) must be
 * empty and the proof of work must solve this captcha's challenge. A refusal spends the captcha and stores nothing.
 */
async function checkBotDefences(ctx: Ctx, captcha: CaptchaFields) {
  const refuse = async (field: string, message: string) => {
    await burnCaptcha(ctx.store, captcha.pictureType);
    throw ApiError.badInput(field, message);
  };
  if (captcha.url) await refuse('url', 'this field must stay empty');
  const [row] = await ctx.store.query<{ answer: string }>('SELECT answer FROM captchas WHERE id = $1', [captcha.pictureType]);
  const mode = row?.answer === '' ? 'non-visual' : 'visual';
  if (!captcha.proof || !(await verifyProof(captcha.proof, captcha.pictureType, mode))) await refuse('proof', 'missing or invalid proof of work; request a new captcha');
}

const result = (row: { id: number; created_at: Date | string }): SubmissionResult => ({
  submissionId: row.id,
  receivedAt: new Date(row.created_at).toISOString(),
});

const hasStaffSecret = (ctx: Ctx) => {
  const secret = ctx.req.headers['x-staff-secret'];
  return isStaffSecret(typeof secret === 'string' ? secret : undefined);
};

function requireStaff(ctx: Ctx) {
  if (!hasStaffSecret(ctx)) throw new ApiError(403, CODE.FORBIDDEN, 'staff secret missing or wrong');
}

/** People read submissions with a staff session of a leads role; the shared secret remains for automation only. */
async function requireSubmissionReader(ctx: Ctx) {
  if (!hasStaffSecret(ctx)) await requireLeadsAccess(ctx);
}

/** The write API: captcha, contact, investment contact, collect message, form add, document feedback. */
export function registerForms(router: Router) {
  // Per client IP and process; the limits are env-tunable so load and browser tests can raise them.
  const writes = new RateLimiter(config().FORM_RATE_LIMIT, MINUTE, 'form-writes');
  const captchas = new RateLimiter(config().CAPTCHA_RATE_LIMIT, MINUTE, 'captchas');
  const limit = (limiter: RateLimiter, ctx: Ctx) => {
    if (!limiter.take(ctx.ip)) throw new ApiError(429, CODE.RATE_LIMITED, 'too many requests; please wait a minute and try again');
  };
  // The key is looked up before the limit: a retry of a stored submission gets its first answer (in storeSubmission),
  // where a 429 would make the client send it again later.
  const admitWrite = async (ctx: Ctx) => {
    const key = ctx.req.headers[IDEMPOTENCY_HEADER];
    if (typeof key === 'string' && KEY_PATTERN.test(key)) {
      if ((await ctx.store.query('SELECT 1 FROM submissions WHERE idempotency_key = $1', [key])).length) return;
    }
    limit(writes, ctx);
  };
  const split = <T extends CaptchaFields>({ pictureType, verifyCode, proof, url, ...rest }: T) => ({ rest, captcha: { pictureType, verifyCode, proof, url } });

  router.get('/captcha', async (ctx) => {
    limit(captchas, ctx);
    // ?mode=non-visual: no image to read, a costlier proof of work instead (for visitors who cannot see the image).
    return issueCaptcha(ctx.store, ctx.query.get('mode') === 'non-visual' ? 'non-visual' : 'visual');
  });

  router.post('/contact', async (ctx) => {
    await admitWrite(ctx);
    const { rest, captcha } = split(assertBody(ContactBody, ctx.body));
    return storeSubmission(ctx, 'contact', rest, captcha);
  });

  router.post('/contact/investment', async (ctx) => {
    await admitWrite(ctx);
    const { rest, captcha } = split(assertBody(InvestmentContactBody, ctx.body));
    return storeSubmission(ctx, 'contact-investment', rest, captcha);
  });

  router.post('/trans/contact/:belongCode/investment', async (ctx) => {
    await admitWrite(ctx);
    const { belongCode } = ctx.params;
    if (!BELONG_CODE.test(belongCode)) throw ApiError.badInput('belongCode', 'must be 1-64 letters, digits, - or _');
    const { rest, captcha } = split(assertBody(CollectMessageBody, ctx.body));
    return storeSubmission(ctx, 'collect-message', { belongCode, ...rest }, captcha);
  });

  router.post('/form/add', async (ctx) => {
    await admitWrite(ctx);
    const { rest, captcha } = split(assertBody(FormAddBody, ctx.body));
    return storeSubmission(ctx, `form:${rest.code}`, rest, captcha);
  });

  // No captcha: a reader answering "was this helpful?" on a doc page is rate-limited instead (the feedback payload carries no captcha).
  router.post('/document/feedback', async (ctx) => {
    await admitWrite(ctx);
    return storeSubmission(ctx, 'document-feedback', assertBody(DocFeedbackBody, ctx.body));
  });

  /** Stored submissions, newest first (a leads-role session, or x-staff-secret for automation). Filters: kind, idempotencyKey; limit ≤ 200. */
  router.get('/submissions', async (ctx) => {
    await requireSubmissionReader(ctx);
    const limitRows = Math.min(Math.max(Number(ctx.query.get('limit')) || 50, 1), 200);
    const rows = await ctx.store.query<{ id: number; kind: string; idempotency_key: string; payload: unknown; client_ip: string; lang: string; created_at: Date | string }>(
      `SELECT * FROM submissions WHERE ($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR idempotency_key = $2)
       ORDER BY id DESC LIMIT $3`,
      [ctx.query.get('kind'), ctx.query.get('idempotencyKey'), limitRows],
    );
    return rows.map((r) => ({ id: r.id, kind: r.kind, idempotencyKey: r.idempotency_key, payload: r.payload, clientIp: r.client_ip, lang: r.lang, createdAt: new Date(r.created_at).toISOString() }));
  });

  /** Staff: the text of an issued captcha, for support and for browser tests that must pass it (x-staff-secret). */
  router.get('/captcha/:pictureType/answer', async (ctx) => {
    requireStaff(ctx);
    const [row] = await ctx.store.query<{ answer: string }>('SELECT answer FROM captchas WHERE id = $1', [ctx.params.pictureType]);
    if (!row) throw ApiError.notFound('captcha');
    return { answer: row.answer };
  });
}
