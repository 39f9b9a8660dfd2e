import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { policyFromBody } from './csp';
import { gzipWhole, takeGzipFromNext } from './whole-gzip';

/** A stand-in for Next: it compresses nothing itself and says what Accept-Encoding it was left. */
type Answer = { status: number; body: string; type: string; head?: boolean; headers?: Record<string, string> };
let answer: Answer;
let seenByNext: string | undefined;
const server = http.createServer((req, res) => {
  const gzip = takeGzipFromNext(req);
  seenByNext = req.headers['accept-encoding'];
  policyFromBody(res, false, undefined, '/[[...slug]]', gzip ? (body) => gzipWhole(res, body, req.method) : undefined);
  const headers = { 'content-type': answer.type, vary: 'User-Agent', 'content-length': String(Buffer.byteLength(answer.body)), ...answer.headers };
  if (answer.head) res.writeHead(answer.status, headers);
  else {
    res.statusCode = answer.status;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  }
  res.write(answer.body.slice(0, 10));
  res.end(answer.body.slice(10));
});
let origin: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The raw answer (no decoding by the client) of path, asked for with the given Accept-Encoding. */
function get(path: string, next: Answer, acceptEncoding?: string, method = 'GET') {
  answer = next;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const page = `<!DOCTYPE html><html><body>${'<p>Edge network</p>'.repeat(200)}</body></html>`;
const html = 'text/html; charset=utf-8';

describe('pages gzipped whole', () => {
  it('a page for a client that takes gzip is one gzip of the whole body, Next having been asked for none', async () => {
    for (const head of [false, true]) {
      const got = await get('/product/cloud-dns/', { status: 200, body: page, type: html, head }, 'gzip, deflate, br');
      expect(seenByNext).toBeUndefined();
      expect(got.status).toBe(200);
      expect(got.headers['content-encoding']).toBe('gzip');
      expect(got.headers.vary).toBe('User-Agent, Accept-Encoding');
      expect(Number(got.headers['content-length'])).toBe(got.body.length);
      expect(zlib.gunzipSync(got.body).toString('utf8')).toBe(page);
      expect(got.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('a client that takes no gzip gets the body as it is, and Next sees its Accept-Encoding', async () => {
    for (const refusal of ['identity', 'gzip;q=0, identity', 'br, gzip; q=0', 'deflate']) {
      const got = await get('/product/cloud-dns/', { status: 200, body: page, type: html }, refusal);
      expect(seenByNext).toBe(refusal);
      expect(got.headers['content-encoding']).toBeUndefined();
      expect(got.body.toString('utf8')).toBe(page);
    }
    await get('/product/cloud-dns/', { status: 200, body: page, type: html }, 'deflate, gzip;q=0.5');
    expect(seenByNext).toBeUndefined();
  });

  it('small bodies, answers without a body, encoded or no-transform answers and other types go out as they are', async () => {
    const small = await get('/about/', { status: 404, body: '<p>gone</p>', type: html }, 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toBe('<p>gone</p>');
    expect(small.headers.vary).toBe('User-Agent, Accept-Encoding');
    const noTransform = await get('/about/', { status: 200, body: page, type: html, headers: { 'cache-control': 'no-transform' } }, 'gzip');
    expect(noTransform.headers['content-encoding']).toBeUndefined();
    expect(noTransform.body.toString('utf8')).toBe(page);
    const image = await get('/about/', { status: 200, body: page, type: 'image/png' }, 'gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBe('User-Agent');
    const head = await get('/about/', { status: 200, body: page, type: html }, 'gzip', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it("files and Next's own paths keep Next's compression", async () => {
    for (const path of ['/_next/static/chunks/a.js', '/_next/data/b/index.json', '/robots.txt', '/logo.svg']) {
      await get(path, { status: 200, body: page, type: 'text/plain' }, 'gzip');
      expect(seenByNext).toBe('gzip');
    }
  });
});
