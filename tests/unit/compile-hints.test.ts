import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HINT = '//# allFunctionsCalledOnLoad\n';
const script = path.join(__dirname, '../../scripts/compile-hints.mjs');

const SITE_AND_EDITOR = {
  '/_app': ['static/chunks/react.js', 'static/chunks/app.js'],
  '/[[...slug]]': ['static/chunks/page.js', 'static/chunks/page.css', 'static/chunks/runtime.js'],
  '/404': ['static/chunks/not-found.js', 'static/chunks/runtime.js'],
  '/_error': ['static/chunks/error.js', 'static/chunks/runtime.js'],
  '/editor': ['static/chunks/editor.js', 'static/chunks/runtime.js'],
};

/** A build folder with a manifest: site routes, an editor route, a lazily loaded chunk and a stylesheet. */
function buildFolder(pages: Record<string, string[]> = SITE_AND_EDITOR): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ pages }));
  for (const name of ['react.js', 'app.js', 'page.js', 'page.css', 'runtime.js', 'not-found.js', 'error.js', 'editor.js', 'lazy.js']) {
    fs.writeFileSync(path.join(dir, 'static/chunks', name), `/* ${name} */`);
  }
  return dir;
}

const run = (dir: string) => execFileSync(process.execPath, [script], { env: { ...process.env, NEXT_DIST_DIR: dir }, stdio: 'pipe' }).toString();
const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, 'static/chunks', name), 'utf8');

it("marks the site routes' scripts once, and leaves the editor's, lazy chunks and stylesheets as built", () => {
  const dir = buildFolder();
  try {
    expect(run(dir)).toContain('6 first-load chunk(s) marked');
    for (const name of ['react.js', 'app.js', 'page.js', 'runtime.js', 'not-found.js', 'error.js']) expect(read(dir, name)).toBe(`${HINT}/* ${name} */`);
    for (const name of ['editor.js', 'lazy.js', 'page.css']) expect(read(dir, name)).toBe(`/* ${name} */`);
    // A second run (a build step repeated) adds nothing.
    expect(run(dir)).toContain('0 first-load chunk(s) marked');
    expect(read(dir, 'react.js')).toBe(`${HINT}/* react.js */`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('fails the build, marking nothing, when a site route has no scripts in the manifest (a build it does not know)', () => {
  const { '/_error': _left, ...withoutError } = SITE_AND_EDITOR;
  const dir = buildFolder(withoutError);
  try {
    expect(() => run(dir)).toThrow(/no JavaScript listed for \/_error/);
    expect(read(dir, 'react.js')).toBe('/* react.js */');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('runs from a folder whose path has a space in it', () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'compile hints '));
  const copy = path.join(parent, 'compile-hints.mjs');
  fs.copyFileSync(script, copy);
  const dir = buildFolder();
  try {
    expect(execFileSync(process.execPath, [copy], { env: { ...process.env, NEXT_DIST_DIR: dir } }).toString()).toContain('6 first-load chunk(s) marked');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(parent, { recursive: true, force: true });
  }
});
