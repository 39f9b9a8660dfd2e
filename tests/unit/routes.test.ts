import { resolveRoute } from '../../contract/routes';

describe('resolveRoute', () => {
  // Each type's paths, with the code each resolves to.
  const codes: Record<string, Record<string, string>> = {
    page: { '/': 'home', '/free-trial/': 'free-trial', '/resources/brochures/': 'resources/brochures', '/blog/cloud-security/': 'blog/cloud-security', '/glossary/security/': 'glossary/security' },
    blog: { '/blog/cloud-security/waf-basics/': 'waf-basics', '/blog/waf-basics/': 'waf-basics' },
    'news-content': { '/news/content/press/12/': 'press/12' },
    glossary: { '/glossary/what-is-ddos/': 'what-is-ddos' },
    product: { '/product/bot-shield/': 'bot-shield', '/product/preview/7/pageDetail/': 'preview/7/pageDetail' },
    industry: { '/industry/gaming/': 'gaming' },
  };
  const cases = Object.entries(codes).flatMap(([type, byPath]) => Object.entries(byPath).map(([path, code]) => [path, type, code]));
  it.each(cases)('%s: %s %s', (path, type, code) => {
    expect(resolveRoute(path)).toEqual({ type, code });
  });

  it.each(['/a/b/c/d/e/f/g/', '/<script>/', '/blog/news/x/y/', '/%2e%2e/'])('treats %s as not a page', (path) => {
    expect(resolveRoute(path)).toBeNull();
  });
});
