import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { Lru } from '../../contract/lru';
import MegaMenu from '../../shell/header/MegaMenu';
import { serverSide } from './server-render';

// Imported by the page loaders (server only): see server-render.ts.
serverSide.renderToHtml = (element, identifierPrefix) => renderToString(element, { identifierPrefix });

/** Shell parts rendered as islands, by name. */
serverSide.parts.set('mega-menu', MegaMenu);

/**
 * Parts whose HTML is kept by a hash of their name, language and props: only parts rendered from those alone (no
 * clock, no router state, no next/dynamic inside, whose chunks a kept render would not report). The mega menu is
 * about 1.3 ms of CPU a render (Radix's navigation menu), the same for every render of a page in a language until the
 * menus or the page's language list change, which changes the key. Its links go through next/link, which reads the
 * router to resolve relative addresses and add Next's own locale: MenuLink hands it absolute paths only and the
 * site configures no Next locales, so the HTML is the same on every page. The props are still read from the store on
 * every render; only the HTML made from them is reused.
 */
const KEPT_PARTS: ReadonlySet<string> = new Set(['mega-menu']);

/** Bounds: a part's HTML is a few KB; a key per language and page path (the language links carry the path). */
const kept = new Lru<string>(2000, 8 * 1024 * 1024);

serverSide.partHtml = (name, locale, props, render) => {
  if (!KEPT_PARTS.has(name)) return render();
  // Functions (event handlers) are left out by JSON: they do not change the HTML.
  const key = createHash('sha256').update(`${name}\n${locale}\n${JSON.stringify(props)}`, 'utf8').digest('base64');
  const hit = kept.get(key);
  if (hit !== undefined) return hit;
  const html = render();
  kept.set(key, html, 2 * html.length);
  return html;
};
