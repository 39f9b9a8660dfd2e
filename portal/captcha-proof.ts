import { secretValue } from './secrets';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { config } from '../config';

/**
 * The proof of work beside each captcha (altcha-lib): the browser must find the counter whose SHA-256 key starts with
 * the challenge's prefix, about `max / 2` hashes, so each automated submission costs CPU. The challenge is signed
 * (HMAC, CAPTCHA_PROOF_SECRET) and names its captcha, and the captcha is single use, so a proof is spent with it.
 */
export type ProofChallenge = Challenge;

/** Counters to search: the visual kind costs a fraction of a second in a browser, the non-visual kind some seconds. */
const MAX_COUNTER = { visual: 50_000, 'non-visual': 500_000 } as const;

// CAPTCHA_PROOF_SECRET, or one generated once and kept in the store (portal/secrets.ts): every instance checks
// the proofs every other one signed.
const secret = () => secretValue('captcha-proof');

const maxCounter = (mode: keyof typeof MAX_COUNTER) => {
  return Math.max(10, Math.round(MAX_COUNTER[mode] * config().CAPTCHA_PROOF_SCALE));
};

export async function issueProof(captchaId: string, mode: keyof typeof MAX_COUNTER, ttlMinutes: number): Promise<ProofChallenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(maxCounter(mode)),
    deriveKey,
    hmacSignatureSecret: secret(),
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    data: { captcha: captchaId, mode },
  });
}

/** The proof the browser sends: base64 of JSON {challenge, solution}. */
export function encodeProof(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Whether `proof` solves a challenge this server issued for `captchaId`, of the kind the captcha was issued as. */
export async function verifyProof(proof: string, captchaId: string, mode: keyof typeof MAX_COUNTER): Promise<boolean> {
  try {
    const { challenge, solution } = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as { challenge: Challenge; solution: Solution };
    const data = challenge?.parameters?.data;
    if (!data || data.captcha !== captchaId || data.mode !== mode || typeof solution?.counter !== 'number') return false;
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret() });
    return result.verified;
  } catch {
    return false;
  }
}
