import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { encodeProof } from '../../portal/captcha-proof';

/** Solves a captcha's proof of work the way the browser's form does, and encodes it as the form's `proof` field. */
export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('proof of work not solved');
  return encodeProof(challenge, solution);
}
