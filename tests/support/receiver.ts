import http from 'node:http';

export interface Received {
  key: string;
  body: string;
  signature: string;
  timestamp: string;
  /** Whether this request was answered with a 2xx (what the receiver accepted). */
  accepted: boolean;
}

/** What the receiver does with its nth request (from 1): accept, fail with a status, never answer, or redirect. */
export type Behaviour = (n: number) => 'ok' | 'hang' | number | { redirect: string };

/** A local CRM stand-in that records every delivery and answers as `behaviour` says; `accepted` lists keys it took. */
export async function startReceiver(port: number, behaviour: Behaviour) {
  const received: Received[] = [];
  const hanging = new Set<http.ServerResponse>();
  let onRequest: (() => void) | null = null;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const entry: Received = { key: String(req.headers['idempotency-key'] ?? ''), body, signature: String(req.headers['x-edgenova-signature'] ?? ''), timestamp: String(req.headers['x-edgenova-timestamp'] ?? ''), accepted: false };
      // HEAD is the save-time probe: answered 405, or redirected when the receiver redirects everything.
      if (req.method !== 'POST') return void (receiver.redirectAll ? res.writeHead(301, { location: receiver.redirectAll }) : res.writeHead(405)).end();
      received.push(entry);
      const what = receiver.behaviour(received.length);
      onRequest?.();
      if (what === 'hang') return void hanging.add(res);
      if (typeof what === 'object') return void res.writeHead(302, { location: what.redirect }).end();
      entry.accepted = what === 'ok';
      res.writeHead(what === 'ok' ? 200 : what).end(what === 'ok' ? '{"ok":true}' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const receiver = {
    behaviour,
    redirectAll: '',
    received,
    url: `http://127.0.0.1:${port}/hook`,
    accepted: () => received.filter((r) => r.accepted).map((r) => r.key),
    /** Resolves at the next request this receiver gets. */
    nextRequest: () => new Promise<void>((resolve) => (onRequest = resolve)),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Polls `check` until it returns a truthy value (a non-empty array) or timeoutMs passes (then throws naming what it waited for). */
export async function waitFor<T>(what: string, check: () => Promise<T> | T, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value && !(Array.isArray(value) && value.length === 0)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
