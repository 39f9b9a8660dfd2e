import { scriptSources } from '../../bench/js-size';
import { PAGE_SCRIPTS_ELEMENT_ID } from '../../contract/page-scripts';

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

  it("counts the files of the loader's list (requested after the first paint) in their place", () => {
    const html = [
      '<head><script>(globalThis.TURBOPACK||[]).push({})</script>',
      `<script id="${PAGE_SCRIPTS_ELEMENT_ID}" type="application/json">["/_next/static/chunks/runtime.js","/_next/static/chunks/app.js"]</script>`,
      '<script>loader()</script></head><body><script src="/_next/static/chunks/late.js" defer=""></script></body>',
    ].join('');
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/runtime.js', '/_next/static/chunks/app.js', '/_next/static/chunks/late.js']);
  });
});
