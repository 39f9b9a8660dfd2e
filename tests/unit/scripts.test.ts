import fs from 'node:fs';
import path from 'node:path';
import pkg from '../../package.json';

/** The README's commands run npm scripts; every file those scripts hand to tsx must exist. */
it('npm scripts point at files that exist', () => {
  const scripts = pkg.scripts as Record<string, string>;
  const entries = Object.values(scripts).flatMap((s) => [...s.matchAll(/tsx\s+(\S+\.ts)/g)].map((m) => m[1]));
  expect(entries).toEqual(expect.arrayContaining(['server/index.ts']));
  for (const file of entries) expect(fs.existsSync(path.join(__dirname, '../..', file))).toBe(true);
});
