import type { IncomingMessage } from 'node:http';
import { Lru } from '../../contract/lru';
import { PageCache, type RenderedPage } from '../../server/page-cache';
import { dataRequestPage, deviceClass, invalidateAll, pageCacheKey, parseKey, createPageCache, renderUserAgent } from '../../server/cache';
import { OPERATING_SYSTEMS, pickDownload } from '../../contract/os-match';
import { readThrough } from '../../api-client/read-cache';
import { readCacheTtlMs } from '../../config/api';
import { emitContentChange } from '../../portal/editor/events';

const page = (body: string, status = 200): RenderedPage => ({ status, contentType: 'text/html', body });

function cacheWith(render: (key: string) => Promise<RenderedPage>, clock: { t: number }) {
  return new PageCache({ freshMs: 1000, staleMs: 5000, maxEntries: 10, maxBytes: 1 << 20, render, now: () => clock.t });
}

describe('LRU', () => {
  it('evicts the least recently used entry when over the count or the byte budget', () => {
    const lru = new Lru<string>(2, 100);
    lru.set('a', 'A', 10);
    lru.set('b', 'B', 10);
    lru.get('a');
    lru.set('c', 'C', 10);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    lru.set('big', 'X', 95);
    expect(lru.size).toBe(1);
    expect(lru.totalBytes).toBe(95);
    lru.set('huge', 'Y', 101);
    expect(lru.get('huge')).toBeUndefined();
  });
});

describe('page cache (stale-while-revalidate)', () => {
  it('serves fresh entries, serves stale ones while one refresh runs, and renders again once expired', async () => {
    const clock = { t: 0 };
    let n = 0;
    const cache = cacheWith(async () => page(`v${++n}`), clock);
    expect(await cache.get('k')).toEqual({ page: page('v1'), state: 'MISS' });
    clock.t = 500;
    expect(await cache.get('k')).toEqual({ page: page('v1'), state: 'HIT' });
    clock.t = 2000;
    const stale = await Promise.all([cache.get('k'), cache.get('k')]);
    expect(stale).toEqual([{ page: page('v1'), state: 'STALE' }, { page: page('v1'), state: 'STALE' }]);
    await new Promise((r) => setImmediate(r));
    expect(n).toBe(2); // one background refresh for two stale reads
    expect(await cache.get('k')).toEqual({ page: page('v2'), state: 'HIT' });
    clock.t = 10_000;
    expect(await cache.get('k')).toEqual({ page: page('v3'), state: 'MISS' });
  });

  it('shares one render between concurrent misses and does not store failed pages', async () => {
    const clock = { t: 0 };
    let n = 0;
    const cache = cacheWith(async (key) => page(`${key}${++n}`, key === 'bad' ? 500 : 200), clock);
    const results = await Promise.all([cache.get('k'), cache.get('k'), cache.get('k')]);
    expect(results.map((r) => r.page.body)).toEqual(['k1', 'k1', 'k1']);
    expect((await cache.get('bad')).page.status).toBe(500);
    expect((await cache.get('bad')).state).toBe('MISS');
  });

  it('keeps a stale page when its refresh fails (stale-if-error)', async () => {
    const clock = { t: 0 };
    let up = true;
    const cache = cacheWith(async () => (up ? page('ok') : Promise.reject(new Error('api down'))), clock);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await cache.get('k');
    up = false;
    clock.t = 2000;
    expect((await cache.get('k')).page.body).toBe('ok');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k')).toEqual({ page: page('ok'), state: 'STALE' });
  });

  it('does not store a render that began before clear()', async () => {
    const clock = { t: 0 };
    let release: (p: RenderedPage) => void = () => undefined;
    const cache = cacheWith(() => new Promise((r) => (release = r)), clock);
    const pending = cache.get('k');
    cache.clear();
    release(page('old'));
    await pending;
    expect(cache.size).toBe(0);
  });
});

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers: { host: 'site.test', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', ...headers } }) as unknown as IncomingMessage;

describe('page cache key', () => {
  it('is path + host + device class for anonymous page views', () => {
    expect(pageCacheKey(req('/ja/blog/'))).toBe('desktop-Linux|site.test|/ja/blog/');
    expect(pageCacheKey(req('/blog/', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148' }))).toBe('mobile-iOS|site.test|/blog/');
    expect(parseKey('mobile-iOS|site.test|/blog/')).toEqual({ device: 'mobile-iOS', host: 'site.test', path: '/blog/' });
    expect(pageCacheKey(req('/blog/', { cookie: 'i18n_redirected=ja; cookie_consent=necessary' }))).toBe('desktop-Linux|site.test|/blog/');
  });

  it.each([
    ['a form route', req('/contact/')],
    ['a form route in a locale', req('/ko/free-trial/')],
    ['search', req('/search/?keyword=cdn')],
    ['preview parameters', req('/product/?ispreview=true&pretoken=x')],
    ['any query string', req('/blog/?page=2')],
    ['a glossary sub-tag', req('/glossary/security/?subTag=waf')],
    ['the navigation data of a glossary sub-tag', req('/_next/data/b1/ja/glossary/security.json?slug=ja&slug=glossary&slug=security&subTag=waf')],
    ['a POST', req('/blog/', {}, 'POST')],
    ['a login cookie', req('/blog/', { cookie: 'i18n_redirected=en; session=abc' })],
    ['the top-banner cookie (the server reads it)', req('/blog/', { cookie: 'top_banner_count=1' })],
    ['an Authorization header', req('/blog/', { authorization: 'Bearer x' })],
    ['the API', req('/api/portal/v1/website')],
    ['static files', req('/_next/static/chunks/a.js')],
    ['the root when the visitor prefers another language', req('/', { 'accept-language': 'ja-JP,ja;q=0.9' })],
  ])('is null for %s', (_, request) => expect(pageCacheKey(request)).toBeNull());

  it('leaves the host out of the key when SITE_URL fixes the origin', () => {
    process.env.SITE_URL = 'https://www.example.com';
    try {
      expect(pageCacheKey(req('/blog/', { host: 'attacker.example' }))).toBe('desktop-Linux||/blog/');
    } finally {
      delete process.env.SITE_URL;
    }
  });

  it.each([
    ['off', false],
    ['pages-off', true],
  ])('SITE_CACHE=%s renders every page view; the API read cache stays on: %s', (mode, readCacheOn) => {
    process.env.SITE_CACHE = mode;
    try {
      expect(pageCacheKey(req('/blog/'))).toBeNull();
      expect(readCacheTtlMs() > 0).toBe(readCacheOn);
    } finally {
      delete process.env.SITE_CACHE;
    }
  });

  it('caches the navigation data of a page like the page', () => {
    expect(dataRequestPage('/_next/data/b1/ja/blog.json?slug=ja&slug=blog')).toBe('/ja/blog/');
    expect(pageCacheKey(req('/_next/data/b1/ja/blog.json?slug=ja&slug=blog'))).toBe('desktop-Linux|site.test|/_next/data/b1/ja/blog.json?slug=ja&slug=blog');
    expect(dataRequestPage('/_next/data/b1/index.json')).toBeNull();
    expect(dataRequestPage('/_next/data/b1/blog.json?slug=blog&ispreview=true')).toBeNull();
    expect(pageCacheKey(req('/_next/data/b1/contact.json?slug=contact'))).toBeNull();
    expect(pageCacheKey(req('/_next/static/chunks/x.js'))).toBeNull();
  });

  it('caches the root for an English visitor', () => {
    expect(pageCacheKey(req('/', { 'accept-language': 'en-US' }))).toBe('desktop-Linux|site.test|/');
  });

  const AGENTS = [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0',
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 Mobile Safari/537.36 Edge/15.15254',
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80) Presto/2.5.25 Version/10.54',
    'curl/8.5.0',
    '',
  ];

  it('classes user agents by form and operating system', () => {
    expect(AGENTS.map(deviceClass)).toEqual([
      'mobile-iOS', 'mobile-iOS', 'mobile-Android', 'mobile-Android', 'desktop-Windows', 'desktop-macOS', 'desktop-Linux',
      'mobile-Android', 'mobile-other', 'desktop-other', 'desktop-other',
    ]);
  });

  it('renders each class with a user agent of that same class, so every server-side choice matches the visitor', () => {
    const items = OPERATING_SYSTEMS.map((os) => ({ systemUa: os }));
    for (const ua of AGENTS) {
      const standIn = renderUserAgent(deviceClass(ua));
      expect(deviceClass(standIn)).toBe(deviceClass(ua));
      expect(pickDownload(items, standIn)).toBe(pickDownload(items, ua));
    }
  });
});

describe('invalidation', () => {
  it('an editor publish empties the page cache and the API read cache', async () => {
    let renders = 0;
    const cache = createPageCache(async () => page(`p${++renders}`));
    await cache.get('desktop|h|/x/');
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await readThrough('k', 60_000, load);
    expect(await readThrough('k', 60_000, load)).toEqual({ n: 1 });
    emitContentChange({ kind: 'page', type: 'page', code: 'x', lang: 'EN_US', path: '/x/' });
    expect(cache.size).toBe(0);
    expect(await readThrough('k', 60_000, load)).toEqual({ n: 2 });
    invalidateAll();
  });

  it('hands every reader its own copy of a cached read', async () => {
    const first = await readThrough('copy', 60_000, async () => ({ list: [1] }));
    first.list.push(2);
    expect(await readThrough('copy', 60_000, async () => ({ list: [9] }))).toEqual({ list: [1] });
  });
});
