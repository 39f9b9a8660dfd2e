import { resolveRoute } from '../../contract/routes';

describe('documentation centre routes', () => {
  it.each([
    ['/docs/', 'home'],
    ['/docs/search/', 'search'],
    ['/docs/api/', 'api'],
    ['/docs/api/cdn/', 'api/cdn'],
    ['/docs/api/cdn/5101/', 'api/cdn/5101'],
    ['/docs/cdn/', 'cdn'],
    ['/docs/cdn/1112/', 'cdn/1112'],
    ['/docs/media-streaming/1201/', 'media-streaming/1201'],
  ])('%s is doc page %s', (path, code) => {
    expect(resolveRoute(path)).toEqual({ type: 'doc', code });
  });

  it.each(['/docs/cdn/intro/', '/docs/cdn/1112/extra/', '/docs/search/more/', '/docs/api/cdn/x/', '/docs/home/', '/docs/api/search/', '/docs/cdn/1234567890/'])(
    '%s is no page',
    (path) => {
      expect(resolveRoute(path)).toBeNull();
    },
  );
});
