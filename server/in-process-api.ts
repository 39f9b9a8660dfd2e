import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { TextResponse } from './text-response';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Where api-client/client.ts looks for it (globalThis: Next's bundled copy of api-client must see it too). */
const KEY = Symbol.for('edgenova.portalFetch');

/**
 * A fetch for server renders that hands calls to the in-process portal handler directly instead of over loopback
 * HTTP: the same handler, headers, body, status and envelope, without a TCP connection and two HTTP parsers per call
 * (about 0.6 ms of CPU each, a dozen calls per page). Other URLs go to the real fetch. Each call fails as timed out
 * after timeoutMs (0: no limit) unless answered, other URLs' calls too; api-client/client.ts then sends no
 * AbortSignal of its own.
 */
export function serveApiInProcess(base: string, handler: Handler, timeoutMs: number): void {
  const prefix = base.replace(/\/$/, '');
  const origin = new URL(prefix).origin;
  const [underBase, queryOfBase] = [`${prefix}/`, `${prefix}?`];
  // A call that leaves the process keeps a time limit: the caller sent no signal, relying on this one's.
  const passOn = (input: string | URL | Request, init: RequestInit) =>
    fetch(input, init.signal || !(timeoutMs > 0) ? init : { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const portalFetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    if (typeof input !== 'string' && !(input instanceof URL)) return passOn(input, init);
    const url = String(input);
    if (!url.startsWith(underBase) && !url.startsWith(queryOfBase)) return passOn(input, init);
    return new Promise<Response>((resolveCall, rejectCall) => {
      const timer = timeoutMs > 0 ? setTimeout(() => rejectCall(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), timeoutMs).unref() : null;
      const resolve = (response: Response) => (timer && clearTimeout(timer), resolveCall(response));
      const reject = (error: unknown) => (timer && clearTimeout(timer), rejectCall(error));
      const signal = init.signal;
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
      const req = Object.assign(Readable.from(typeof init.body === 'string' ? [Buffer.from(init.body)] : []), {
        method: init.method ?? 'GET',
        url: url.slice(origin.length),
        headers,
        socket: { remoteAddress: '127.0.0.1' },
      });
      // Names in lower case, as Headers keeps them; a Headers object is made only if the response's headers are read.
      const out = new Map<string, string>();
      // The portal writes its JSON envelope as one string (portal/handler.ts): kept as it is, it reaches the
      // client's json() without being encoded to bytes and decoded again (TextResponse).
      const chunks: Array<string | Buffer> = [];
      let status = 200;
      let ended = false;
      const res = {
        get writableEnded() {
          return ended;
        },
        get headersSent() {
          return ended;
        },
        get statusCode() {
          return status;
        },
        set statusCode(value: number) {
          status = value;
        },
        setHeader(name: string, value: string | number | string[]) {
          out.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
          return res;
        },
        getHeader: (name: string) => out.get(name.toLowerCase()),
        hasHeader: (name: string) => out.has(name.toLowerCase()),
        writeHead(code: number, values: Record<string, string | number | string[]> = {}) {
          status = code;
          for (const [name, value] of Object.entries(values)) res.setHeader(name, value);
          return res;
        },
        write(chunk: string | Buffer) {
          chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk));
          return true;
        },
        end(chunk?: string | Buffer) {
          if (ended) return res;
          if (chunk) chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk));
          ended = true;
          if (status === 204 || status === 304) resolve(new Response(null, { status, headers: [...out] }));
          else if (chunks.every((c) => typeof c === 'string')) resolve(new TextResponse(chunks.join(''), { status, headers: out }));
          else resolve(new Response(Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))), { status, headers: [...out] }));
          return res;
        },
      };
      handler(req as unknown as IncomingMessage, res as unknown as ServerResponse).catch(reject);
    });
  };
  (globalThis as Record<symbol, unknown>)[KEY] = portalFetch;
}
