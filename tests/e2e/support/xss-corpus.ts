/**
 * XSS payloads stored as CMS rich text: classic script tags, event handlers, javascript:/data: URLs, frames and
 * forms, mutation-XSS shapes that only come alive after parsing, and tag-splitting tricks. Each one that ran would
 * call alert() or set window.__xss.
 */
export const XSS_CORPUS: string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '<svg onload=alert(3)>',
  '<svg><script>alert(4)</script></svg>',
  '<a id="x5" href="javascript:alert(5)">five</a>',
  '<a id="x6" href="JaVaScRiPt:alert(6)">six</a>',
  '<a id="x7" href="&#106;avascript:alert(7)">seven</a>',
  '<iframe src="javascript:alert(8)"></iframe>',
  '<iframe srcdoc="<script>parent.alert(9)</script>"></iframe>',
  '<body onload=alert(10)>',
  '<div style="background:url(javascript:alert(11))">eleven</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(12)>',
  '<form action="javascript:alert(13)"><button>thirteen</button></form>',
  '<input autofocus onfocus=alert(14)>',
  '<details open ontoggle=alert(15)><summary>fifteen</summary></details>',
  '<object data="javascript:alert(16)"></object>',
  '<embed src="javascript:alert(17)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(18)">',
  '<base href="javascript:alert(19)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(20)>"></p></noscript>',
  '<img src="x" onerror="&#97;lert(21)">',
  '<video><source onerror="alert(22)"></video>',
  '<marquee onstart=alert(23)>twenty-three</marquee>',
  '<a id="x24" href="data:text/html,<script>alert(24)</script>">twenty-four</a>',
  '"><script>alert(25)</script>',
  '<scr<script>ipt>alert(26)</scr</script>ipt>',
  '<svg><animate onbegin=alert(27) attributeName=x dur=1s></svg>',
  '<template><script>alert(28)</script></template>',
  '<style>@import "javascript:alert(29)";</style>',
  '<img src=x:x onerror=window.__xss=30>',
  '<svg><a xlink:href="javascript:alert(31)"><text x="20" y="20">thirty-one</text></a></svg>',
  '<div onmouseover="alert(32)" id="x32">hover thirty-two</div>',
];
