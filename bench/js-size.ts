import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PAGE_SCRIPTS_ELEMENT_ID } from '../contract/page-scripts';

const gzipBytes = (body: Buffer | string) => zlib.gzipSync(body).length;

/**
 * First-load JavaScript of each page route, gzip bytes: the scripts the build manifest lists for _app and the route,
 * each compressed at gzip's default level. It leaves out the module chunks (next/dynamic) a page's HTML adds; see
 * pageFirstLoad for what a browser really loads.
 */
export function firstLoadJs(distDir: string): Record<string, number> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { pages: Record<string, string[]> };
  const gz = (file: string) => gzipBytes(fs.readFileSync(path.join(distDir, file)));
  const shared = manifest.pages['/_app'] ?? [];
  const sizes: Record<string, number> = {};
  for (const [route, files] of Object.entries(manifest.pages)) {
    if (route === '/_app') continue;
    const scripts = [...new Set([...shared, ...files])].filter((f) => f.endsWith('.js'));
    sizes[route] = scripts.reduce((sum, f) => sum + gz(f), 0);
  }
  return sizes;
}

/**
 * The external scripts an HTML document loads, in order: every <script src> (less nomodule ones: no current browser
 * runs them) and every file of the page-scripts list its loader requests after the first paint (pages/_document.tsx).
 */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\ssrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src && !/\snomodule\b/i.test(attributes)) sources.push(src.replace(/&amp;/g, '&'));
    else if (new RegExp(`\\sid="${PAGE_SCRIPTS_ELEMENT_ID}"`).test(attributes)) sources.push(...(JSON.parse(text) as string[]));
  }
  return [...new Set(sources)];
}

export interface PageFirstLoad {
  /** gzip bytes of all the page's scripts: _app, the route, the module chunks SSR added, Next's build manifests. */
  jsGzip: number;
  scripts: number;
  /** gzip bytes of the HTML itself (it carries the page data and the language's strings). */
  htmlGzip: number;
}

/**
 * What a browser loads before hydration for one page: the <script src> of the page's actual HTML, each fetched from
 * origin and compressed at gzip's default level.
 */
export async function pageFirstLoad(origin: string, html: string): Promise<PageFirstLoad> {
  const sources = scriptSources(html);
  let jsGzip = 0;
  for (const src of sources) {
    const response = await fetch(new URL(src, origin));
    if (!response.ok) throw new Error(`${src} answered ${response.status}`);
    jsGzip += gzipBytes(Buffer.from(await response.arrayBuffer()));
  }
  return { jsGzip, scripts: sources.length, htmlGzip: gzipBytes(html) };
}
