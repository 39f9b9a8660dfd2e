import { array, is, optional, string, type, unknown } from 'superstruct';
import { builderApiHost, builderKey, builderTimeoutMs } from '../config/builder';

/** The fields of a Builder `page` entry we read; anything else in it is ignored. */
const EntrySchema = type({
  id: optional(string()),
  name: optional(string()),
  data: type({
    title: optional(unknown()),
    description: optional(unknown()),
    keywords: optional(unknown()),
    blocks: optional(unknown()),
  }),
});
const ContentAnswer = type({ results: array(unknown()) });

export interface BuilderEntry {
  id: string;
  name: string;
  data: { title?: unknown; description?: unknown; keywords?: unknown; blocks?: unknown };
}

/** Why a lookup found no entry: none targets the URL, or Builder could not be asked (logged; the page falls back to 404). */
export type BuilderLookup = { entry: BuilderEntry; failure?: undefined } | { entry: null; failure?: string };

const MAX_BYTES = 5 * 1024 * 1024;

/**
 * Asks Builder's content API for the `page` model entry targeted at a URL path and Builder locale. Never throws:
 * unreachable, slow (BUILDER_API_TIMEOUT_MS), non-2xx, oversized or malformed answers come back as a failure.
 */
export async function fetchBuilderPage(urlPath: string, builderLocale: string, fetchImpl: typeof fetch = fetch): Promise<BuilderLookup> {
  const apiKey = builderKey();
  if (!apiKey) return { entry: null };
  const params = new URLSearchParams({
    apiKey,
    'userAttributes.urlPath': urlPath,
    'userAttributes.locale': builderLocale,
    locale: builderLocale,
    limit: '1',
    // Editors' draft content arrives in the editor by postMessage; the server only ever renders published entries.
    includeUnpublished: 'false',
  });
  const url = `${builderApiHost()}/api/v3/content/page?${params}`;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(builderTimeoutMs()), headers: { accept: 'application/json' } });
    if (!response.ok) return { entry: null, failure: `status ${response.status}` };
    const text = await response.text();
    if (text.length > MAX_BYTES) return { entry: null, failure: 'answer too large' };
    const body: unknown = JSON.parse(text);
    if (!is(body, ContentAnswer)) return { entry: null, failure: 'answer has no results list' };
    const first = body.results[0];
    if (first === undefined) return { entry: null };
    if (!is(first, EntrySchema)) return { entry: null, failure: 'entry is not a page entry' };
    return { entry: { id: first.id ?? '', name: first.name ?? '', data: first.data } };
  } catch (error) {
    return { entry: null, failure: (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message };
  }
}
