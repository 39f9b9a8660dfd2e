import type { ProofChallenge } from '../../api-client';

/**
 * The captcha's proof of work as the API takes it (base64 of {challenge, solution}); undefined if it could not be
 * solved. altcha-lib's solver hashes with Web Crypto (asynchronous) and yields to the page every 200 ms, so typing
 * stays smooth; it is loaded only when a captcha arrives, not with the page.
 */
export async function solveProof(challenge: ProofChallenge): Promise<string | undefined> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
  const solution = await solveChallenge({ challenge, deriveKey }).catch(() => null);
  if (!solution) return undefined;
  const json = JSON.stringify({ challenge, solution });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
