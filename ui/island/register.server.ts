import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { Lru } from '../../contract/lru';
import MegaMenu from '../../shell/header/MegaMenu';
import { serverSide } from './server-render';

// Imported by the page loaders (server only): see server-render.ts.
serverSide.renderToHtml = (element, identifierPrefix) => renderToString(element, { identifierPrefix });

/**
 * Shell parts rendered as islands. Each is rendered from its props and the page's language alone (no clock, no router,
 * no next/dynamic inside, whose chunks a kept render would not report), so its HTML is kept by a hash of those:
 * the mega menu is about 1.3 ms of CPU a render (Radix's navigation menu), the same for every render of a page in a
 * language until the menus or the page's language list change, which changes the key. The props are still read from
 * the store on every render; only the HTML made from them is reused.
 */
serverSide.parts.set('mega-menu', MegaMenu);

/** Bounds: a part's HTML is a few KB; a key per language and page path (the language links carry the path). */
const kept = new Lru<string>(2000, 8 * 1024 * 1024);

serverSide.partHtml = (name, locale, props, render) => {
  // Functions (event handlers) are left out by JSON: they do not change the HTML.
  const key = createHash('sha256').update(`${name}\n${locale}\n${JSON.stringify(props)}`, 'utf8').digest('base64');
  const hit = kept.get(key);
  if (hit !== undefined) return hit;
  const html = render();
  kept.set(key, html, 2 * html.length);
  return html;
};
