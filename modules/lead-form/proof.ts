import type { ProofChallenge } from '../../api-client';

interface Solution {
  counter: number;
  derivedKey: string;
}

/** Runs the solver in a Web Worker; where workers are unavailable, on this thread (Web Crypto hashes asynchronously). */
async function solve(challenge: ProofChallenge): Promise<Solution | null> {
  if (typeof Worker !== 'undefined') {
    try {
      const worker = new Worker(new URL('./proof.worker.ts', import.meta.url), { type: 'module' });
      const answer = await new Promise<Solution | null | 'failed'>((resolve) => {
        worker.onmessage = (event: MessageEvent<Solution | null>) => resolve(event.data);
        worker.onerror = () => resolve('failed');
        worker.postMessage(challenge);
      }).finally(() => worker.terminate());
      if (answer !== 'failed') return answer;
    } catch {
      // a worker the page may not start (policy, old browser): solve below
    }
  }
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
  return solveChallenge({ challenge, deriveKey });
}

/** The captcha's proof of work as the API takes it (base64 of {challenge, solution}); undefined if it could not be solved. */
export async function solveProof(challenge: ProofChallenge): Promise<string | undefined> {
  const solution = await solve(challenge).catch(() => null);
  if (!solution) return undefined;
  const json = JSON.stringify({ challenge, solution });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
