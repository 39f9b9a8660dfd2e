import { scriptSources } from '../../bench/js-size';

describe("bench first-load JS: the scripts a page's HTML loads", () => {
  it('takes every <script src> once, in order, and skips inline, data and nomodule scripts', () => {
    const html = [
      '<head><script id="__I18N__" type="application/json">{"a":1}</script>',
      '<script defer="" src="/_next/static/chunks/module.js" nonce="n"></script>',
      '<script src="/_next/static/chunks/legacy.js" nomodule=""></script></head>',
      '<body><script nonce="n">self.__next_f=1</script>',
      '<script src="/_next/static/chunks/app.js?v=1&amp;x=2" defer=""></script>',
      '<script defer src="/_next/static/chunks/module.js"></script></body>',
    ].join('');
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/module.js', '/_next/static/chunks/app.js?v=1&x=2']);
  });
});
