import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { purgeKeys } from '../../server/edge-cache';

/** A stand-in CDN purge endpoint that fails the first `failures` requests and records every one. */
async function fakeCdn(failures: number) {
  const seen: Array<{ method?: string; keys?: string | string[]; auth?: string }> = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method, keys: req.headers['surrogate-key'], auth: req.headers.authorization });
    res.statusCode = seen.length <= failures ? 503 : 200;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seen, close: () => new Promise((r) => server.close(r)) };
}

describe('CDN purge by key', () => {
  afterEach(() => {
    delete process.env.CDN_PURGE_URL;
    delete process.env.CDN_PURGE_TOKEN;
  });

  it('sends PURGE with the keys and the token, retrying until the CDN takes it', async () => {
    const cdn = await fakeCdn(2);
    process.env.CDN_PURGE_URL = cdn.url;
    process.env.CDN_PURGE_TOKEN = 'purge-token';
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await purgeKeys(['path:/blog/', 'site'], [10, 10, 10])).toBe(true);
    expect(cdn.seen).toEqual(Array(3).fill({ method: 'PURGE', keys: 'path:/blog/ site', auth: 'Bearer purge-token' }));
    await cdn.close();
  });

  it('gives up after the last retry and says so', async () => {
    const cdn = await fakeCdn(99);
    process.env.CDN_PURGE_URL = cdn.url;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await purgeKeys(['site'], [5, 5])).toBe(false);
    expect(cdn.seen).toHaveLength(3);
    expect(String(error.mock.calls[0]?.slice(1))).toContain('site');
    await cdn.close();
  });

  it('does nothing without CDN_PURGE_URL', async () => {
    expect(await purgeKeys(['site'])).toBe(false);
  });
});
