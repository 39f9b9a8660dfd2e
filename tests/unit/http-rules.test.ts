import { isNoStore, trailingSlashRedirect } from '../../server/http-rules';

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
