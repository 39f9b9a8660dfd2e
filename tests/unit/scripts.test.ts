import fs from 'node:fs';
import path from 'node:path';
import pkg from '../../package.json';

const scripts = pkg.scripts as Record<string, string>;

/** The README's commands run npm scripts; every file those scripts hand to tsx or node must exist. */
it('npm scripts point at files that exist', () => {
  const entries = Object.values(scripts).flatMap((s) => [...s.matchAll(/(?:tsx|node)\s+([\w./-]+\.(?:ts|mjs))/g)].map((m) => m[1]));
  expect(entries).toEqual(expect.arrayContaining(['server/index.ts', 'scripts/build-server.mjs']));
  for (const file of entries) expect(fs.existsSync(path.join(__dirname, '../..', file))).toBe(true);
});

/** `npm start` runs the server `npm run build` compiles, from the same build folder. */
it('the build compiles the server that start runs', () => {
  expect(scripts.build).toMatch(/^next build && node scripts\/compile-hints\.mjs && node scripts\/build-server\.mjs$/);
  expect(scripts.start).toContain('node ${NEXT_DIST_DIR:-.next}/custom-server/index.js');
  expect(fs.readFileSync(path.join(__dirname, '../../scripts/build-server.mjs'), 'utf8')).toContain("'custom-server'");
});
