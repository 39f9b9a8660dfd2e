import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyHttpRules, NO_STORE, PAGE_CACHE_CONTROL } from '../server/http-rules';
import { pageCacheKey } from '../server/cache';
import { isBuilderEditingUrl } from '../contract/builder';

function respond(url: string) {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (k: string, v: string) => headers.set(k.toLowerCase(), String(v)),
    removeHeader: (k: string) => headers.delete(k.toLowerCase()),
    writeHead: () => undefined,
    end: () => undefined,
  } as unknown as ServerResponse;
  const req = { url, method: 'GET', headers: { host: 'site.test', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } } as unknown as IncomingMessage;
  applyHttpRules(req, res);
  return { headers, cacheKey: pageCacheKey(req) };
}

describe("Builder editor's requests", () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it.each(['/lp/x/?builder.editing=true', '/lp/x/?__builder_editing__=true&builder.space=k', '/ja/lp/x/?builder.preview=page', '/lp/x/?builder.frameEditing=page'])(
    'recognises %s',
    (url) => expect(isBuilderEditingUrl(url)).toBe(true),
  );
  it.each(['/lp/x/', '/lp/x/?builder=1', '/lp/x/?ispreview=true', '/builder.editing/'])('does not take %s for one', (url) => expect(isBuilderEditingUrl(url)).toBe(false));

  it('with a key: framed by the editor origin only, no X-Frame-Options, no-store, never in the page cache', () => {
    process.env.BUILDER_PUBLIC_KEY = 'k1';
    process.env.BUILDER_API_HOST = 'http://127.0.0.1:3159';
    const { headers, cacheKey } = respond('/lp/x/?builder.editing=true&__builder_editing__=true');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/builder\.io$/);
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:3159 https://*.builder.io;");
    expect(headers.has('x-frame-options')).toBe(false);
    expect(headers.get('cache-control')).toBe(NO_STORE);
    expect(cacheKey).toBeNull();
  });

  it('without a key, or on other requests, nothing changes', () => {
    delete process.env.BUILDER_PUBLIC_KEY;
    for (const url of ['/lp/x/?builder.editing=true', '/lp/x/']) {
      const { headers } = respond(url);
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(headers.get('content-security-policy')).not.toMatch(/builder\.io|unsafe-eval/);
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
    process.env.BUILDER_PUBLIC_KEY = 'k1';
    const plain = respond('/lp/x/');
    expect(plain.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(plain.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(plain.cacheKey).not.toBeNull();
  });
});
