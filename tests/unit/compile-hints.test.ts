import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HINT = '//# allFunctionsCalledOnLoad\n';
const script = path.join(__dirname, '../../scripts/compile-hints.mjs');

/** A build folder with a manifest: site routes, an editor route, a lazily loaded chunk and a stylesheet. */
function buildFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const pages = {
    '/_app': ['static/chunks/react.js', 'static/chunks/app.js'],
    '/[[...slug]]': ['static/chunks/page.js', 'static/chunks/page.css', 'static/chunks/runtime.js'],
    '/404': ['static/chunks/not-found.js', 'static/chunks/runtime.js'],
    '/editor': ['static/chunks/editor.js', 'static/chunks/runtime.js'],
  };
  fs.mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ pages }));
  for (const name of ['react.js', 'app.js', 'page.js', 'page.css', 'runtime.js', 'not-found.js', 'editor.js', 'lazy.js']) {
    fs.writeFileSync(path.join(dir, 'static/chunks', name), `/* ${name} */`);
  }
  return dir;
}

const run = (dir: string) => execFileSync(process.execPath, [script], { env: { ...process.env, NEXT_DIST_DIR: dir } }).toString();
const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, 'static/chunks', name), 'utf8');

it("marks the site routes' scripts once, and leaves the editor's, lazy chunks and stylesheets as built", () => {
  const dir = buildFolder();
  try {
    expect(run(dir)).toContain('5 first-load chunk(s) marked');
    for (const name of ['react.js', 'app.js', 'page.js', 'runtime.js', 'not-found.js']) expect(read(dir, name)).toBe(`${HINT}/* ${name} */`);
    for (const name of ['editor.js', 'lazy.js', 'page.css']) expect(read(dir, name)).toBe(`/* ${name} */`);
    // A second run (a build step repeated) adds nothing.
    expect(run(dir)).toContain('0 first-load chunk(s) marked');
    expect(read(dir, 'react.js')).toBe(`${HINT}/* react.js */`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
