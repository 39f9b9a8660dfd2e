import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { pagePolicy, policyFromBody } from './csp';
import { pageMatcher } from './next-routes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const boot = (ids: string) => `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0a-b_c.js"],"runtimeModuleIds":[${ids}]});`;
const html = (ids: string) => `<!DOCTYPE html><html><head><script>${boot(ids)}</script></head><body><p>page</p></body></html>`;

/** A stand-in for Next: each request says which page renders it, the status, the body and how it is written. */
type Answer = { page: string | null; status: number; body: string; gzip?: boolean; head?: boolean; type?: string };
let answer: Answer;
const server = http.createServer((req, res) => {
  policyFromBody(res, false, undefined, answer.page);
  const body = answer.gzip ? zlib.gzipSync(answer.body) : answer.body;
  const headers = { 'content-type': answer.type ?? 'text/html; charset=utf-8', ...(answer.gzip ? { 'content-encoding': 'gzip' } : {}) };
  if (answer.head) {
    res.writeHead(answer.status, headers);
  } else {
    res.statusCode = answer.status;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  }
  res.write(body.slice(0, 10));
  res.end(body.slice(10));
});
let origin: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function get(next: Answer) {
  answer = next;
  const response = await fetch(`${origin}/`);
  return { status: response.status, policy: response.headers.get('content-security-policy'), body: await response.text() };
}

describe('the page policy of direct renders', () => {
  it("hashes a page's bootstrap scripts on its first answer, then reuses them for that page and status without reading the body", async () => {
    const first = await get({ page: '/[[...slug]]', status: 200, body: html('1,2'), gzip: true });
    expect(first).toEqual({ status: 200, policy: pagePolicy(false, [sha256(boot('1,2'))]), body: html('1,2') });
    // A later answer of the same page keeps the learned policy even if its body differed: its body is not read.
    for (const head of [false, true]) {
      const later = await get({ page: '/[[...slug]]', status: 200, body: html('7,8'), head });
      expect(later).toEqual({ status: 200, policy: first.policy, body: html('7,8') });
    }
  });

  it('another page or status is hashed for itself', async () => {
    expect((await get({ page: '/[[...slug]]', status: 404, body: html('4'), head: true })).policy).toBe(pagePolicy(false, [sha256(boot('4'))]));
    expect((await get({ page: '/editor', status: 200, body: html('5') })).policy).toBe(pagePolicy(false, [sha256(boot('5'))]));
  });

  it('an answer whose page is unknown is hashed every time', async () => {
    expect((await get({ page: null, status: 200, body: html('6') })).policy).toBe(pagePolicy(false, [sha256(boot('6'))]));
    expect((await get({ page: null, status: 200, body: html('9'), gzip: true })).policy).toBe(pagePolicy(false, [sha256(boot('9'))]));
  });

  it('non-HTML answers pass unchanged, with no page policy', async () => {
    expect(await get({ page: '/[[...slug]]', status: 200, body: '{"a":1}', type: 'application/json', head: true })).toEqual({ status: 200, policy: null, body: '{"a":1}' });
  });
});

describe('the page of a request', () => {
  it("is matched by the build's routes, static ones before the catch-all", () => {
    const match = pageMatcher({
      staticRoutes: [{ page: '/editor', regex: '^/editor(?:/)?$' }],
      dynamicRoutes: [
        { page: '/editor/page/[id]', regex: '^/editor/page/([^/]+?)(?:/)?$' },
        { page: '/[[...slug]]', regex: '^(?:/(.+?))?(?:/)?$' },
      ],
    });
    expect(['/editor/', '/editor/page/12/', '/ja/blog/', '/'].map(match)).toEqual(['/editor', '/editor/page/[id]', '/[[...slug]]', '/[[...slug]]']);
  });
});
