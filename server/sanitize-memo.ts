import { createHash } from 'node:crypto';
import { Lru } from '../contract/lru';

/** Bounds of the memo: a few hundred pieces of CMS HTML, a few MB of text in all. */
const MAX_ENTRIES = 500;
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * Sanitising is a pure function of the HTML (same input, same output: contract/sanitize.ts has no state), so its
 * results can be kept by a hash of the input without keeping content: an uncached render still reads the page's HTML
 * from the store each time, and an edited text is a new key. Without it every render of a doc article or rich-text
 * module sent its HTML to the worker and jsdom parsed it again (about 1.5 ms of CPU per doc render, plus the GC).
 * Calls for the same HTML made while one is in flight share its answer; failures are not kept.
 */
export function memoiseSanitiser(sanitise: (html: string) => Promise<string>): (html: string) => Promise<string> {
  const done = new Lru<string>(MAX_ENTRIES, MAX_BYTES);
  const inFlight = new Map<string, Promise<string>>();
  return (html) => {
    if (!html) return sanitise(html);
    const key = createHash('sha256').update(html, 'utf8').digest('base64');
    const hit = done.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const call = sanitise(html).then(
      (clean) => {
        inFlight.delete(key);
        // Two bytes a character for both strings: what they take in memory, roughly.
        done.set(key, clean, 2 * (html.length + clean.length));
        return clean;
      },
      (error: unknown) => {
        inFlight.delete(key);
        throw error;
      },
    );
    inFlight.set(key, call);
    return call;
  };
}
