import { randomBytes } from 'node:crypto';

/** Request header through which the server hands the response's nonce to pages/_document.tsx. */
export const NONCE_HEADER = 'x-nonce';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Placeholder rendered into cached HTML instead of a real nonce and replaced by a fresh nonce in every response, so
 * that a cached page never repeats a nonce. Random per process: stored content cannot know it.
 */
export const NONCE_PLACEHOLDER = `nonce-placeholder-${randomBytes(18).toString('hex')}`;

/** Cached HTML as UTF-8 pieces between placeholders, so that a response is one copy, not a re-encode (hot path). */
const pieces = new WeakMap<object, Buffer[]>();

export function bodyWithNonce(page: { body: string }, nonce: string): Buffer {
  let parts = pieces.get(page);
  if (!parts) {
    parts = page.body.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part));
    pieces.set(page, parts);
  }
  const n = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, i) => (i ? [n, part] : [part])));
}

/** Every directive but script-src, which carries the nonce; `editor` lets Builder's editor frame the page and its SDK call Builder. */
const otherDirectives = (editor?: BuilderEditorPolicy) =>
  [
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${editor ? ` ${editor.apiHost} https://*.builder.io` : ''}`,
    "media-src 'self' blob: https:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self'${editor ? ` ${editor.editorOrigin}` : ''}`,
  ].join('; ');
const OTHER_DIRECTIVES = otherDirectives();

/** Builder's editing and preview responses: the editor origin that frames them and the content API host its SDK calls. */
export interface BuilderEditorPolicy {
  editorOrigin: string;
  apiHost: string;
}

/**
 * The page policy. Scripts: only those carrying this response's nonce, plus what they load ('strict-dynamic' lets
 * Next's runtime add its route chunks); no inline scripts or handlers. Styles keep 'unsafe-inline' because React and
 * Radix set style attributes (positioning, animations) that a nonce cannot cover.
 * Images, media and frames may come from any https origin: CMS content embeds them. Builder's SDK, loaded only on its
 * editor's requests, evaluates the editor's bindings with `new Function`, hence 'unsafe-eval' there.
 */
export function pagePolicy(nonce: string, dev = false, editor?: BuilderEditorPolicy): string {
  const directives = editor ? otherDirectives(editor) : OTHER_DIRECTIVES;
  return `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev || editor ? " 'unsafe-eval'" : ''}; ${directives}`;
}

/** JSON and other non-page answers run nothing and may not be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
