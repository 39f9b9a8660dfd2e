/** Toasts raised by failed calls: shown for 3000 ms unless the call suppressed them. */
export const TOAST_MS = 3000;

type Listener = (message: string) => void;
const listeners = new Set<Listener>();

export function onToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showToast(message: string) {
  for (const listener of listeners) listener(message);
}
