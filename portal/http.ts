import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Store } from './store';
import { LANGS, type Lang } from '../contract/langs';

/** Response codes of the envelope: '0' is success. */
export const CODE = {
  OK: '0',
  NOT_FOUND: '33922001',
  BAD_REQUEST: '33920400',
  UNAUTHORIZED: '33920401',
  FORBIDDEN: '33920403',
  METHOD_NOT_ALLOWED: '33920405',
  CONFLICT: '33920409',
  TOO_LARGE: '33920413',
  UNSUPPORTED_MEDIA_TYPE: '33920415',
  RATE_LIMITED: '33920429',
  UNAVAILABLE: '33920503',
  SERVER_ERROR: '33920500',
} as const;

export interface Envelope<T = unknown> {
  code: string;
  message: string;
  data: T;
}

/** A failure the client should see: HTTP status, envelope code, message and (for bad input) the field. */
export class ApiError extends Error {
  /** Envelope data for a failure that has more to say than its message (e.g. which entries use a media item). */
  details?: unknown;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
  static notFound(what = 'page'): ApiError {
    return new ApiError(404, CODE.NOT_FOUND, `${what} not found`);
  }
  static badInput(field: string, message: string): ApiError {
    return new ApiError(400, CODE.BAD_REQUEST, `${field}: ${message}`, field);
  }
}

export interface Ctx {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  lang: Lang;
  /** True only when the request carries the preview headers with a valid, unexpired token. */
  preview: boolean;
  /** A live-preview token's entry and session: that entry reads as the session's unsaved draft (portal/editor/live-drafts.ts). */
  live?: { entryId: number; sessionHash: string | null; kind?: 'entry' | 'doc' };
  ip: string;
  req: IncomingMessage;
  /** For calls that set a cookie or answer with bytes (PDF); a handler that ends it itself gets no envelope. */
  res: ServerResponse;
  store: Store;
}

export type Handler = (ctx: Ctx) => Promise<unknown>;

interface Route {
  method: string;
  parts: string[];
  handler: Handler;
  /** The handler reads the request body itself (uploads); the router does not parse it as JSON. */
  raw?: boolean;
}

/** A small method + path router; ':name' segments become ctx.params. First match wins. */
export class Router {
  private routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler, options: { raw?: boolean } = {}): this {
    this.routes.push({ method, parts: pattern.split('/').filter(Boolean), handler, raw: options.raw });
    return this;
  }
  get(pattern: string, handler: Handler) {
    return this.add('GET', pattern, handler);
  }
  post(pattern: string, handler: Handler) {
    return this.add('POST', pattern, handler);
  }
  /** A POST whose body is bytes the handler streams (ctx.req), not JSON. */
  upload(pattern: string, handler: Handler) {
    return this.add('POST', pattern, handler, { raw: true });
  }

  /** The route for method + path, or which methods the path allows when none matches the method. */
  match(method: string, path: string): { handler: Handler; params: Record<string, string>; raw?: boolean } | { allowed: string[] } {
    const segments = path.split('/').filter(Boolean);
    const allowed: string[] = [];
    for (const route of this.routes) {
      const params = matchParts(route.parts, segments);
      if (!params) continue;
      if (route.method === method) return { handler: route.handler, params, raw: route.raw };
      allowed.push(route.method);
    }
    return { allowed };
  }
}

function matchParts(parts: string[], segments: string[]): Record<string, string> | null {
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    let value: string;
    try {
      value = decodeURIComponent(segments[i]);
    } catch {
      return null;
    }
    if (parts[i].startsWith(':')) params[parts[i].slice(1)] = value;
    else if (parts[i] !== value) return null;
  }
  return params;
}

/** Accepts the locale values (EN_US…), the route codes (en, cn, ja, ko) and the service languages (en, zh-cn). */
export function parseLang(raw: string | null): Lang {
  if (!raw) return 'EN_US';
  const value = raw.trim();
  const upper = value.toUpperCase().replace('-', '_');
  if ((LANGS as readonly string[]).includes(upper)) return upper as Lang;
  const byCode: Record<string, Lang> = { en: 'EN_US', cn: 'ZH_CN', 'zh-cn': 'ZH_CN', zh: 'ZH_CN', ja: 'JA_JP', ko: 'KO_KR' };
  const lang = byCode[value.toLowerCase()];
  if (!lang) throw ApiError.badInput('lang', `unknown language '${value.slice(0, 20)}'; use EN_US, ZH_CN, JA_JP or KO_KR`);
  return lang;
}

export const MAX_BODY_BYTES = 64 * 1024;

/** A request's body as text, or null once it passes maxBytes (the rest is not read). */
export async function readBodyText(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) return null;
    chunks.push(chunk as Buffer);
  }
  // Fatal: bytes that are not UTF-8 are refused by the caller, not silently replaced.
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}
