import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { Lru } from '../../contract/lru';
import MegaMenu from '../../shell/header/MegaMenu';
import type { Carried } from './island';
import { serverSide } from './server-render';

// Imported by the page loaders (server only): see server-render.ts.
serverSide.renderToHtml = (element, identifierPrefix) => renderToString(element, { identifierPrefix });

/** Shell parts rendered as islands, by name. */
serverSide.parts.set('mega-menu', MegaMenu);

/** What a kept render gave: its HTML, and the chunks next/dynamic reported in it (the page links their CSS). */
interface Kept {
  html: string;
  chunks: string[];
}

/**
 * Bounds: a part's HTML is a few KB (a doc article's tens); a key per part, language and page path (the mega menu's
 * language links carry the path, and a module's props differ from page to page anyway).
 */
const kept = new Lru<Kept>(4000, 32 * 1024 * 1024);
/** Key texts longer than this (characters) are kept as their SHA-256. */
const HASHED_ABOVE = 2048;

/**
 * Parts' HTML kept by their name, language, page path and props (or a hash of those, when long). The mega menu is
 * about 1.3 ms of CPU a render (Radix's navigation menu), and a page's modules together about as much: the same for
 * every render of a page until its content changes, which changes the props and so the key. Props are still read from the store on every
 * render; only the HTML made from them is reused, so nothing here has to agree across instances. A part's render
 * must depend on nothing else: no clock, nothing read from the query (a loader passes what it needs in the props), no
 * context but those carried (island.tsx). A module type declaring perRequestHtml (a countdown, search results) is
 * never kept. The chunks that next/dynamic reports while rendering are kept beside the HTML and reported again on
 * every reuse.
 */
serverSide.keptHtml = (name, carried, props, render) => {
  const path = (carried.router?.asPath ?? '').split(/[?#]/)[0];
  // Functions (event handlers) are left out by JSON: they do not change the HTML. A short text is its own key (a hash
  // of it cost about as much again as writing it); a long one (the mega menu's menus, a doc article) is hashed, so
  // that keys do not take the room of the HTML they find.
  const text = JSON.stringify([name, carried.locale, path, props]);
  const key = text.length > HASHED_ABOVE ? createHash('sha256').update(text, 'utf8').digest('base64') : text;
  const hit = kept.get(key);
  if (hit) {
    for (const chunk of hit.chunks) carried.loadable?.(chunk);
    return hit.html;
  }
  const chunks: string[] = [];
  const report: Carried['loadable'] = (chunk) => {
    chunks.push(chunk);
    carried.loadable?.(chunk);
  };
  const html = render({ ...carried, loadable: report });
  // An empty render is not kept: it costs nothing to redo, and one made while the part's code was still missing
  // would otherwise stand until the content changed.
  if (html) kept.set(key, { html, chunks }, 2 * (html.length + key.length));
  return html;
};
