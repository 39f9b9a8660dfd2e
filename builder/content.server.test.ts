import { fetchBuilderPage } from './content.server';

const answer = (status: number, body: string) => async () => new Response(body, { status, headers: { 'content-type': 'application/json' } });

describe('fetchBuilderPage', () => {
  const env = { ...process.env };
  beforeEach(() => {
    process.env.BUILDER_PUBLIC_KEY = 'test-key';
    process.env.BUILDER_API_HOST = 'http://127.0.0.1:9';
    process.env.BUILDER_API_TIMEOUT_MS = '300';
  });
  afterEach(() => {
    process.env = { ...env };
  });

  it('asks for the page entry targeted at the URL path and Builder locale', async () => {
    const seen: string[] = [];
    const fake = (async (url: string) => (seen.push(url), new Response(JSON.stringify({ results: [{ id: 'e1', name: 'E', data: { title: 'T', blocks: [] } }] })))) as unknown as typeof fetch;
    const found = await fetchBuilderPage('/lp/x', 'ja-JP', fake);
    expect(found).toEqual({ entry: { id: 'e1', name: 'E', data: { title: 'T', blocks: [] } } });
    const url = new URL(seen[0]);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9/api/v3/content/page');
    expect(url.searchParams.get('apiKey')).toBe('test-key');
    expect(url.searchParams.get('userAttributes.urlPath')).toBe('/lp/x');
    expect(url.searchParams.get('userAttributes.locale')).toBe('ja-JP');
  });

  it('no key: never asks', async () => {
    delete process.env.BUILDER_PUBLIC_KEY;
    const fake = jest.fn();
    expect(await fetchBuilderPage('/lp/x', 'en-US', fake as unknown as typeof fetch)).toEqual({ entry: null });
    expect(fake).not.toHaveBeenCalled();
  });

  it('no entry, 5xx, garbage, wrong shapes, unreachable and slow answers all come back as no entry', async () => {
    expect(await fetchBuilderPage('/a', 'en-US', answer(200, '{"results":[]}') as unknown as typeof fetch)).toEqual({ entry: null });
    expect(await fetchBuilderPage('/a', 'en-US', answer(500, '{}') as unknown as typeof fetch)).toEqual({ entry: null, failure: 'status 500' });
    expect((await fetchBuilderPage('/a', 'en-US', answer(200, '{"results": [') as unknown as typeof fetch)).failure).toMatch(/JSON/);
    expect(await fetchBuilderPage('/a', 'en-US', answer(200, '[1,2]') as unknown as typeof fetch)).toEqual({ entry: null, failure: 'answer has no results list' });
    expect(await fetchBuilderPage('/a', 'en-US', answer(200, '{"results":[{"data":"x"}]}') as unknown as typeof fetch)).toEqual({ entry: null, failure: 'entry is not a page entry' });
    // Port 9 (discard) is closed on loopback: the real fetch fails to connect.
    expect((await fetchBuilderPage('/a', 'en-US')).entry).toBeNull();
    const never = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as unknown as typeof fetch;
    const started = Date.now();
    expect(await fetchBuilderPage('/a', 'en-US', never)).toEqual({ entry: null, failure: 'timed out' });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
