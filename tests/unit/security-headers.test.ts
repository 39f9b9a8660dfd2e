import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyApiHeaders, applyHttpRules, trailingSlashRedirect } from '../../server/http-rules';
import { createHash } from 'node:crypto';
import { INLINE_SCRIPTS, nextScriptHashes, pagePolicy } from '../../server/csp';
import { CONSENT_MARK_SOURCE } from '../../contract/consent-mark-source';
import { PAGE_SCRIPTS_LOADER_SOURCE } from '../../contract/page-scripts-loader';
import { edgeCacheControl, keysForChange, markEdgeCacheable, surrogateKeys } from '../../server/edge-cache';
import { robotsTxt, sitemapIndexXml, sitemapXml } from '../../server/seo-files';
import { anonymousViewKey, pageCacheKey } from '../../server/cache';

function fakeResponse() {
  const headers: Record<string, string> = {};
  return {
    headers,
    res: { setHeader: (k: string, v: string) => void (headers[k.toLowerCase()] = v), writeHead: () => undefined, end: () => undefined } as unknown as ServerResponse,
  };
}
const req = (url: string, headers: Record<string, string> = {}) => ({ url, method: 'GET', headers }) as unknown as IncomingMessage;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  it('pages get one CSP for every response: own-origin scripts and the inline script by hash, no unsafe-inline, no nonce', () => {
    const { res, headers } = fakeResponse();
    applyHttpRules(req('/blog/'), res);
    const csp = headers['content-security-policy'];
    const script = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(script).toBe(`script-src 'self' ${sha256(CONSENT_MARK_SOURCE)} ${sha256(PAGE_SCRIPTS_LOADER_SOURCE)}`);
    expect(INLINE_SCRIPTS).toEqual([CONSENT_MARK_SOURCE, PAGE_SCRIPTS_LOADER_SOURCE]);
    const again = fakeResponse();
    applyHttpRules(req('/blog/'), again.res);
    expect(again.headers['content-security-policy']).toBe(csp);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('private, no-cache');
    expect(headers.vary).toBe('User-Agent');
  });

  it('form routes stay no-store; static files keep their own caching', () => {
    const form = fakeResponse();
    applyHttpRules(req('/ja/contact/'), form.res);
    expect(form.headers['cache-control']).toBe('no-store, no-cache, must-revalidate, private');
    const asset = fakeResponse();
    applyHttpRules(req('/_next/static/chunks/app.js'), asset.res);
    expect(asset.headers['cache-control']).toBeUndefined();
    expect(asset.headers['content-security-policy']).toBeUndefined();
  });

  it.each(['/\\evil.example', '/\\/evil.example', '//\\evil.example', '///evil.example'])('the trailing-slash redirect of %s stays on this site', (raw) => {
    const target = trailingSlashRedirect(raw) as string;
    expect(target).toBe(`/${raw.replace(/^[/\\]+/, '')}/`);
    expect(target).toMatch(/^\/[^/\\]/);
    expect(new URL(target.replace(/\\/g, '/'), 'https://site.test').host).toBe('site.test');
  });

  it('API answers may not run anything or be framed', () => {
    const { res, headers } = fakeResponse();
    applyApiHeaders(res);
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it("Next's chunk bootstrap scripts are allowed by hash, nothing else inline", () => {
    const boot = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0a-b_c.js","static/chunks/1x.css"],"runtimeModuleIds":[10783,68146]});';
    const foreign = boot.replace('static/chunks/0a-b_c.js', 'https://evil.example/x.js');
    const two = `${boot}\n${boot.replace('10783,68146', '1,2')}`;
    const html = `<script>${boot}</script><script>${two}</script><script>alert(1)</script><script>${boot}\nalert(1)</script><script>${foreign}</script><script src="/a.js"></script><script type="application/json">{"a":1}</script>`;
    expect(nextScriptHashes(html)).toEqual([sha256(boot), sha256(two)]);
    expect(pagePolicy(false, nextScriptHashes(html))).toContain(`script-src 'self' ${sha256(CONSENT_MARK_SOURCE)} ${sha256(PAGE_SCRIPTS_LOADER_SOURCE)} ${sha256(boot)} ${sha256(two)};`);
  });

  it('dev mode adds eval for the dev runtime; production never does', () => {
    expect(pagePolicy(true)).toContain("'unsafe-eval'");
    expect(pagePolicy().split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe');
  });
});

describe('HTML a CDN may keep', () => {
  it('anonymous views are public for shared caches, with the keys of the content they show', () => {
    const { res, headers } = fakeResponse();
    expect(markEdgeCacheable(req('/ja/blog/', { cookie: 'cookie_consent=all' }), res)).toBe(true);
    expect(headers['cache-control']).toBe(edgeCacheControl());
    expect(headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(headers['surrogate-key']).toBe('site path:/blog/');
    expect(surrogateKeys('/_next/data/abc/ko/blog.json?slug=ko&slug=blog')).toEqual(['site', 'path:/blog/']);
  });

  it('goes by the view key the server worked out once for the request', () => {
    const request = req('/ja/blog/');
    const key = anonymousViewKey(request);
    expect(key).toMatch(/\|\/ja\/blog\/$/);
    expect(pageCacheKey(request, key)).toBe(key);
    const marked = fakeResponse();
    expect(markEdgeCacheable(request, marked.res, key)).toBe(true);
    expect(marked.headers['surrogate-key']).toBe('site path:/blog/');
    // A request found not to be an anonymous view stays private whatever its URL.
    const unmarked = fakeResponse();
    expect(markEdgeCacheable(request, unmarked.res, null)).toBe(false);
    expect(unmarked.headers['cache-control']).toBeUndefined();
  });

  it.each([
    ['a visitor cookie', req('/blog/', { cookie: 'edn_staff=x' })],
    ['a query string (preview, search)', req('/blog/?ispreview=true&pretoken=x')],
    ['a no-store route', req('/contact/')],
    ['the language-dependent root', req('/')],
    ['basic auth', req('/blog/', { authorization: 'Basic eDp5' })],
  ])('%s stays private', (_, request) => {
    const { res, headers } = fakeResponse();
    expect(markEdgeCacheable(request, res)).toBe(false);
    expect(headers['cache-control']).toBeUndefined();
    expect(headers['surrogate-key']).toBeUndefined();
  });

  it('a page publish purges its path; site documents and mappings purge every page', () => {
    expect(keysForChange({ kind: 'page', type: 'page', code: 'x', lang: 'EN_US', path: '/blog/' })).toEqual(['path:/blog/']);
    expect(keysForChange({ kind: 'site', type: 'menus', code: 'm', lang: 'JA_JP', path: null })).toEqual(['site']);
    expect(keysForChange({ kind: 'mapping', type: '', code: '', lang: null, path: '/old/' })).toEqual(['site']);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows pages, keeps crawlers out of machinery and names the sitemap', () => {
    const txt = robotsTxt('https://www.example.com');
    expect(txt).toContain('User-agent: *\nAllow: /');
    expect(txt).toContain('Disallow: /api/');
    expect(txt).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it('lists every page in each of its languages with hreflang alternates', () => {
    const xml = sitemapXml('https://x.test', [
      { path: '/', lang: 'EN_US', updateTime: '2025-07-01T00:00:00Z' },
      { path: '/', lang: 'JA_JP', updateTime: '2025-07-02T00:00:00Z' },
      { path: '/blog/a&b/', lang: 'KO_KR', updateTime: '' },
      { path: 'bad', lang: 'EN_US', updateTime: '' },
      { path: '/search/blog/', lang: 'EN_US', updateTime: '' },
    ]);
    expect(xml).toContain('<loc>https://x.test/</loc>\n    <lastmod>2025-07-01T00:00:00.000Z</lastmod>');
    expect(xml).toContain('<loc>https://x.test/ja</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ja" href="https://x.test/ja"/>');
    expect(xml).toContain('hreflang="x-default" href="https://x.test/"');
    expect(xml).toContain('<loc>https://x.test/ko/blog/a&amp;b/</loc>');
    expect(xml).not.toContain('bad');
    expect(xml).not.toContain('/search/');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('sitemap.xml is an index naming each file with the newest change of its content', () => {
    const xml = sitemapIndexXml('https://x.test', [
      { name: 'pages-1', lastmod: '2025-07-01T00:00:00Z', urls: 3 },
      { name: 'news-2', lastmod: '', urls: 1 },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap>\n    <loc>https://x.test/sitemap-pages-1.xml</loc>\n    <lastmod>2025-07-01T00:00:00.000Z</lastmod>\n  </sitemap>');
    expect(xml).toContain('<sitemap>\n    <loc>https://x.test/sitemap-news-2.xml</loc>\n  </sitemap>');
    expect(xml).not.toContain('<urlset');
  });
});
