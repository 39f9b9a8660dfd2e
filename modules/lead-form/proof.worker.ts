// Solves one captcha proof-of-work challenge off the page's main thread, so typing stays smooth while it runs.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

self.onmessage = async (event: MessageEvent<Challenge>) => {
  const solution = await solveChallenge({ challenge: event.data, deriveKey }).catch(() => null);
  self.postMessage(solution);
};
