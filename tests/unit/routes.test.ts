import { resolveRoute } from '../../contract/routes';

describe('resolveRoute', () => {
  it.each([
    ['/', { type: 'page', code: 'home' }],
    ['/free-trial/', { type: 'page', code: 'free-trial' }],
    ['/resources/brochures/', { type: 'page', code: 'resources/brochures' }],
    ['/blog/cloud-security/', { type: 'page', code: 'blog/cloud-security' }],
    ['/blog/cloud-security/waf-basics/', { type: 'blog', code: 'waf-basics' }],
    ['/blog/waf-basics/', { type: 'blog', code: 'waf-basics' }],
    ['/news/content/press/12/', { type: 'news-content', code: 'press/12' }],
    ['/glossary/security/', { type: 'page', code: 'glossary/security' }],
    ['/glossary/what-is-ddos/', { type: 'glossary', code: 'what-is-ddos' }],
    ['/product/bot-shield/', { type: 'product', code: 'bot-shield' }],
    ['/product/preview/7/pageDetail/', { type: 'product', code: 'preview/7/pageDetail' }],
    ['/industry/gaming/', { type: 'industry', code: 'gaming' }],
  ])('%s', (path, expected) => {
    expect(resolveRoute(path)).toEqual(expected);
  });

  it.each(['/a/b/c/d/e/f/g/', '/<script>/', '/blog/news/x/y/', '/%2e%2e/'])('treats %s as not a page', (path) => {
    expect(resolveRoute(path)).toBeNull();
  });
});
