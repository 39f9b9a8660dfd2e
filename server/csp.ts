import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { CONSENT_MARK_SOURCE } from '../contract/consent-mark-source';
import { PAGE_SCRIPTS_LOADER_SOURCE } from '../contract/page-scripts-loader';

/**
 * The inline scripts a page may run, by the hash of their exact text: one policy for every response, so that a
 * page's HTML and headers are the same for every anonymous visitor and a CDN can keep them. (JSON blocks such as
 * __NEXT_DATA__ and the strings block are data, not scripts: CSP does not apply to them.)
 */
export const INLINE_SCRIPTS = [CONSENT_MARK_SOURCE, PAGE_SCRIPTS_LOADER_SOURCE];
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const hashes = INLINE_SCRIPTS.map(sha256);

/**
 * Next's only inline script: Turbopack's chunk-list bootstrap, one line per page bundle, fixed by the build. Only
 * lines of this exact shape (a list of this site's static chunk files and module numbers) are ever allowed: even if
 * stored content smuggled such a script in, it could only load chunks of this site.
 */
const NEXT_BOOTSTRAP = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\[(?:"static\/chunks\/[A-Za-z0-9_-]+\.(?:js|css)",?)*\],"runtimeModuleIds":\[[0-9,]*\]\}\);?$/;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/** The hashes of Next's bootstrap scripts in a page's HTML (see NEXT_BOOTSTRAP); every other inline script is left out. */
export function nextScriptHashes(html: string): string[] {
  const found = new Set<string>();
  for (const [, text] of html.matchAll(INLINE_SCRIPT)) {
    const lines = text.split('\n').filter(Boolean);
    if (lines.length && lines.every((line) => NEXT_BOOTSTRAP.test(line))) found.add(sha256(text));
  }
  return [...found];
}

/** Every directive but script-src; `editor` lets Builder's editor frame the page and its SDK call Builder. */
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
 * The page policy. Scripts: files of this origin (Next's chunks, loaded by its <script src> tags and its runtime)
 * and the listed inline scripts by hash; no other inline script, handler or eval, nothing from another origin.
 * Styles keep 'unsafe-inline' because React and Radix set style attributes (positioning, animations).
 * Images, media and frames may come from any https origin: CMS content embeds them. Builder's SDK, loaded only on
 * its editor's requests, evaluates the editor's bindings with `new Function`, hence 'unsafe-eval' there.
 */
export function pagePolicy(dev = false, pageHashes: string[] = [], editor?: BuilderEditorPolicy): string {
  const directives = editor ? otherDirectives(editor) : OTHER_DIRECTIVES;
  return `default-src 'self'; script-src 'self' ${[...hashes, ...pageHashes].join(' ')}${dev || editor ? " 'unsafe-eval'" : ''}; ${directives}`;
}

/** The text of a body as Next sent it (it compresses for clients that take it). */
function decoded(body: Buffer, encoding: unknown): string {
  try {
    if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
    if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
    if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  } catch {
    return '';
  }
  return body.toString('utf8');
}

/**
 * The bootstrap hashes seen per Next page and status (`/[[...slug]]|200`): a page's bootstrap scripts are its entry
 * chunks, fixed by the build, so one look at one answer of each tells them for all. Not in dev (chunks change).
 */
const learned = new Map<string, string[]>();

/**
 * Sets the page policy of an HTML answer, just before it is sent. page: the Next page that renders it (see
 * server/next-routes.ts). Once that page's bootstrap hashes are known for the status, the answer passes straight
 * through with them; until then (and for an unknown page) res.write/end are wrapped so that the body (a server render
 * is one string) is seen whole and its scripts are hashed. Other answers (JSON data, redirects) keep what they had.
 * finish: given, every answer is held whole and finish makes the bytes sent from it (server/whole-gzip.ts).
 */
export function policyFromBody(res: ServerResponse, dev: boolean, editor?: BuilderEditorPolicy, page?: string | null, finish?: (body: Buffer) => Buffer): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const toBuffer = (chunk: unknown, encoding: unknown) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  const isHtml = () => /^text\/html/.test(String(res.getHeader('content-type') ?? ''));
  const key = () => (page && !dev ? `${page}|${res.statusCode}` : null);
  const setPolicy = (hashes: string[]) => res.setHeader('content-security-policy', pagePolicy(dev, hashes, editor));
  // Set once the policy (or that none is needed) is known before the body: from then on everything passes through.
  let through = false;
  // Next writes the head before the body; it waits for the policy, which needs the body.
  const writeHead = res.writeHead;
  const flushHeaders = res.flushHeaders;
  const restoreHead = () => {
    res.writeHead = writeHead;
    res.flushHeaders = flushHeaders;
  };
  res.flushHeaders = () => undefined;
  res.writeHead = ((status: number, reason?: unknown, headers?: unknown) => {
    if (through) return (writeHead as (...args: unknown[]) => ServerResponse).call(res, status, reason, headers);
    res.statusCode = status;
    if (typeof reason === 'string') res.statusMessage = reason;
    const values = (typeof reason === 'string' ? headers : reason) as unknown;
    if (Array.isArray(values)) {
      // Either [name, value, name, value…] or [[name, value]…].
      const pairs: unknown[][] = Array.isArray(values[0]) ? (values as unknown[][]) : values.flatMap((v, i) => (i % 2 ? [] : [[v, values[i + 1]]]));
      for (const [name, value] of pairs) res.appendHeader(String(name), value as string);
    } else if (values && typeof values === 'object') {
      for (const [name, value] of Object.entries(values)) if (value !== undefined) res.setHeader(name, value as string);
    }
    const known = isHtml() && !finish ? learned.get(key() ?? '') : undefined;
    if (known) {
      setPolicy(known);
      through = true;
      restoreHead();
    }
    return res;
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (through || res.headersSent) return write(chunk, encoding, callback);
    chunks.push(toBuffer(chunk, encoding));
    if (typeof encoding === 'function') (encoding as () => void)();
    else if (typeof callback === 'function') (callback as () => void)();
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (through) return end(chunk, encoding, callback);
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    if (!res.headersSent && isHtml()) {
      const at = key();
      let hashes = at ? learned.get(at) : undefined;
      if (!hashes) {
        hashes = nextScriptHashes(decoded(body, res.getHeader('content-encoding')));
        if (at) learned.set(at, hashes);
      }
      setPolicy(hashes);
    }
    const sent = finish && !res.headersSent ? finish(body) : body;
    // Node's own end() writes the head through writeHead: the real ones from here on.
    through = true;
    restoreHead();
    return callback ? end(sent, callback) : end(sent);
  }) as typeof res.end;
}

/** JSON and other non-page answers run nothing and may not be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
