import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyApiHeaders, applyHttpRules, trailingSlashRedirect } from '../../server/http-rules';
import { bodyWithNonce, NONCE_PLACEHOLDER, newNonce, pagePolicy } from '../../server/csp';
import { robotsTxt, sitemapIndexXml, sitemapXml } from '../../server/seo-files';

function fakeResponse() {
  const headers: Record<string, string> = {};
  return {
    headers,
    res: { setHeader: (k: string, v: string) => void (headers[k.toLowerCase()] = v), writeHead: () => undefined, end: () => undefined } as unknown as ServerResponse,
  };
}
const req = (url: string) => ({ url, method: 'GET', headers: {} }) as unknown as IncomingMessage;

describe('security headers', () => {
  it('pages get a nonce CSP without unsafe-inline scripts, frame-ancestors, HSTS, referrer and permissions policies', () => {
    const { res, headers } = fakeResponse();
    applyHttpRules(req('/blog/'), res, 'abc123');
    const csp = headers['content-security-policy'];
    const script = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(script).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
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
    applyHttpRules(req('/ja/contact/'), form.res, 'n');
    expect(form.headers['cache-control']).toBe('no-store, no-cache, must-revalidate, private');
    const asset = fakeResponse();
    applyHttpRules(req('/_next/static/chunks/app.js'), asset.res, 'n');
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

  it('nonces are fresh per response and replace the placeholder of cached HTML', () => {
    const a = newNonce();
    expect(a).not.toBe(newNonce());
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const html = `<script nonce="${NONCE_PLACEHOLDER}" src="/a.js"></script><script nonce="${NONCE_PLACEHOLDER}" id="d"></script>`;
    expect(bodyWithNonce({ body: html }, a).toString()).toBe(`<script nonce="${a}" src="/a.js"></script><script nonce="${a}" id="d"></script>`);
    expect(pagePolicy(a, true)).toContain("'unsafe-eval'");
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
