import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyHttpRules, isNoStore, NO_STORE, trailingSlashRedirect } from '../../server/http-rules';

describe('trailing-slash rule', () => {
  it.each([
    ['/about', '/about/'],
    ['/ja/blog/cloud-security', '/ja/blog/cloud-security/'],
    ['//evil.example', '/evil.example/'],
  ])('redirects %s to %s', (from, to) => expect(trailingSlashRedirect(from)).toBe(to));

  it.each(['/', '/ja', '/about/', '/search?keyword=cdn', '/_next/static/x.js', '/api/portal/v1/website', '/favicon.ico'])('leaves %s alone', (url) =>
    expect(trailingSlashRedirect(url)).toBeNull(),
  );

  it('marks configured routes no-store in every locale', () => {
    expect(isNoStore('/search/')).toBe(true);
    expect(isNoStore('/ko/free-trial/')).toBe(true);
    expect(isNoStore('/blog/')).toBe(false);
  });
});

describe('preview pages', () => {
  const cacheControl = (url: string) => {
    const headers = new Map<string, string>();
    const res = { setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as ServerResponse;
    applyHttpRules({ url, method: 'GET', headers: {} } as IncomingMessage, res);
    return headers.get('cache-control');
  };
  it('are never stored, on any path, while other pages stay revalidated', () => {
    expect(cacheControl('/product/cloud-dns/?ispreview=true&pretoken=abc.def')).toBe(NO_STORE);
    expect(cacheControl('/ja/?rsr=1&pretoken=abc.def')).toBe(NO_STORE);
    expect(cacheControl('/product/cloud-dns/')).toBe('private, no-cache');
  });
});
