import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Rule } from 'postcss'; // Next's own CSS toolchain (a dependency of next)

/** Webpack's CSS-modules loader rejects a selector with no local class ("Selector is not pure"); Turbopack lets it pass. */
const moduleFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? moduleFiles(join(dir, entry.name)) : entry.name.endsWith('.module.css') ? [join(dir, entry.name)] : [],
  );

const impure = (file: string) => {
  const found: string[] = [];
  postcss.parse(readFileSync(file, 'utf8')).walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name)) return;
    for (const selector of rule.selectors) if (!/\.[A-Za-z_-]/.test(selector.replace(/:global\([^)]*\)/g, ''))) found.push(selector);
  });
  return found;
};

it('the editor styles hold no global selector', () => {
  expect(impure('editor/Editor.module.css')).toEqual([]);
});

it('every CSS module selector names a local class', () => {
  const offenders = ['modules', 'shell', 'ui', 'editor', 'builder'].flatMap(moduleFiles).flatMap((file) => impure(file).map((selector) => `${file}: ${selector}`));
  expect(offenders).toEqual([]);
});
