// `npm run build` (after `next build`): marks the scripts every site page loads at first for eager compilation.
//
// V8 compiles most functions lazily, on their first call, on the main thread: for React DOM, Next's runtime and the
// page's own code that first call is hydration, so hydrating paid for compiling them. A script whose text starts
// with the magic comment `//# allFunctionsCalledOnLoad` (Chromium 136+, V8's explicit compile hints) is compiled
// whole as it streams in, on a background thread; browsers without the feature read a plain comment. Only the site's
// first-load chunks are marked, whose functions do run on load (React, Next's runtime, _app, the page); lazily loaded
// chunks and the editor's own chunks are left as they are (much of their code never runs on a given visit).
// Running it twice changes nothing. The files keep their names: their content is the build's plus one line.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The routes that render site pages (pages/): their chunks are what a visitor's browser loads first. */
const SITE_ROUTES = ['/_app', '/[[...slug]]', '/404', '/_error'];

/** Marks the site routes' JavaScript chunks in a build folder; returns the files marked now. */
function markFirstLoadChunks(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  // A build without these routes, or a manifest of another shape, is not what this step knows: say so, not pass.
  const missing = SITE_ROUTES.filter((route) => !manifest.pages?.[route]?.some((file) => file.endsWith('.js')));
  if (missing.length) throw new Error(`no JavaScript listed for ${missing.join(', ')} in ${path.join(distDir, 'build-manifest.json')}`);
  const files = new Set(SITE_ROUTES.flatMap((route) => manifest.pages[route]).filter((file) => file.endsWith('.js')));
  const marked = [];
  for (const file of files) {
    const full = path.join(distDir, file);
    const text = fs.readFileSync(full, 'utf8');
    if (text.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(full, COMPILE_HINT + text);
    marked.push(file);
  }
  return marked;
}

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', process.env.NEXT_DIST_DIR || '.next');
try {
  const marked = markFirstLoadChunks(distDir);
  console.log(`compile hints: ${marked.length} first-load chunk(s) marked for eager compilation`);
} catch (error) {
  console.error(`compile hints: ${error.message}`);
  process.exit(1);
}
