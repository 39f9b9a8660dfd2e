import { ApiFailure } from '../../api-client';

/** True when a call failed because the browser has no connection (not a timeout, not a refusal by the server). */
export function isOfflineFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof ApiFailure && error.status === 0 && error.messageKey === 'error.network';
}

/** Runs `retry` once, the next time the browser reports a connection; returns the cancel function. */
export function whenOnline(retry: () => void): () => void {
  const run = () => {
    window.removeEventListener('online', run);
    retry();
  };
  window.addEventListener('online', run);
  return () => window.removeEventListener('online', run);
}
