import { LOCALE_VALUE, translator, type Locale, type Translate } from '../i18n';
import { API_CODE, ApiFailure, classify } from './errors';
import { isCachedRead, readThrough } from './read-cache';
import { showToast } from './toast';

import { API_BASE } from '../contract/api-types';

export { API_BASE };
export const API_TIMEOUT_MS = 20000;

export interface ClientOptions {
  locale: Locale;
  /** Absolute API root on the server (PORTAL_API_URL); the browser uses the same-origin base path. */
  baseUrl?: string;
  /** The visitor's Cookie header, forwarded on server-side calls (so the API sees the customer's login). */
  cookie?: string;
  /** Preview token: sent with the preview headers when the visitor is in preview mode. */
  previewToken?: string | null;
  /** Server only: the API timeout (PORTAL_API_TIMEOUT_MS); else 20 s. Calls to the in-process portal keep its own limit (the same setting). */
  timeoutMs?: number;
  /** Server only: how long site documents are reused (config/api.ts); the browser never caches. */
  readCacheMs?: number;
  fetchImpl?: typeof fetch;
}

export interface CallOptions {
  /** Do not raise a toast for this call's failure (page loads handle failures themselves). */
  silent?: boolean;
  /** Extra request headers, e.g. the idempotency key of a form submission. */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** On the server, the fetch that calls the in-process portal directly (server/in-process-api.ts), when there is one. */
function inProcessFetch(): typeof fetch | undefined {
  if (typeof window !== 'undefined') return undefined;
  return (globalThis as Record<symbol, typeof fetch | undefined>)[Symbol.for('edgenova.portalFetch')];
}

/**
 * The one place that speaks the portal API: envelope, lang, timeout, preview headers, cookie and the error catalogue.
 * Server callers pass baseUrl, timeoutMs and readCacheMs from config/api.ts (this file also runs in the browser,
 * which may not import config/); without them the client uses the same-origin base path.
 */
export function createApiClient(options: ClientOptions) {
  const base = (options.baseUrl ?? API_BASE).replace(/\/$/, '');
  const doFetch = options.fetchImpl ?? inProcessFetch() ?? fetch;
  // The in-process portal keeps each call to its own time limit with a plain timer (server/in-process-api.ts): an
  // AbortSignal.timeout (an event target, weak references and its timer) and its listener were about half of an
  // in-process call's own CPU. The window test first, so that the browser's bundle drops this.
  const limitsItself = typeof window === 'undefined' && !options.fetchImpl && doFetch !== fetch;
  const t = translator(options.locale);

  function request<T>(method: Method, path: string, payload?: Record<string, unknown>, call: CallOptions = {}): Promise<T> {
    // The window test first: the browser bundle then drops the cache's code altogether.
    const ttl = typeof window === 'undefined' && method === 'GET' && !payload && !options.previewToken && isCachedRead(path) ? (options.readCacheMs ?? 0) : 0;
    if (ttl) return readThrough(`${base}${path}|${options.locale}`, ttl, () => send<T>(method, path, payload, call));
    return send<T>(method, path, payload, call);
  }

  async function send<T>(method: Method, path: string, payload?: Record<string, unknown>, call: CallOptions = {}): Promise<T> {
    const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
    const url = new URL(`${base}${path}`, typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
    url.searchParams.set('lang', LOCALE_VALUE[options.locale]);
    if (!hasBody && payload) {
      for (const [key, value] of Object.entries(payload)) if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { ...call.headers, accept: 'application/json' };
    if (hasBody) headers['content-type'] = 'application/json';
    if (options.cookie) headers.cookie = options.cookie;
    if (options.previewToken) {
      headers.ispreview = 'true';
      headers.pretoken = options.previewToken;
    }
    let failure: ApiFailure;
    try {
      const response = await doFetch(url.toString(), {
        method,
        headers,
        body: hasBody ? JSON.stringify(payload ?? {}) : undefined,
        credentials: 'include',
        signal: limitsItself ? undefined : AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS),
      });
      const envelope = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown; data?: unknown } | null;
      if (response.ok && envelope && String(envelope.code) === API_CODE.OK) return envelope.data as T;
      const data = envelope?.data as { field?: unknown } | null | undefined;
      failure = classify({
        status: response.status,
        code: envelope ? String(envelope.code ?? '') : undefined,
        message: typeof envelope?.message === 'string' ? envelope.message : '',
        field: typeof data?.field === 'string' ? data.field : undefined,
      });
    } catch (error) {
      const name = (error as Error)?.name;
      failure = classify({ status: 0, timedOut: name === 'TimeoutError' || name === 'AbortError', message: String((error as Error)?.message ?? '') });
    }
    if (!call.silent && typeof window !== 'undefined' && failure.kind === 'message') showToast(userMessage(failure, t));
    throw failure;
  }

  return {
    locale: options.locale,
    request,
    get: <T>(path: string, query?: Record<string, unknown>, call?: CallOptions) => request<T>('GET', path, query, call),
    post: <T>(path: string, body?: Record<string, unknown>, call?: CallOptions) => request<T>('POST', path, body, call),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The message a visitor reads for a failure, in their language. */
export function userMessage(failure: ApiFailure, t: Translate): string {
  return failure.messageKey ? t(failure.messageKey) : failure.serverMessage || t('error.somethingWrong');
}
