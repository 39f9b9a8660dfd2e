import fs from 'node:fs';
import path from 'node:path';
import { Router } from '../../portal/http';
import { registerRoutes } from '../../portal/routes';

/** portal/openapi.yaml must document every call the portal serves, with its method (issue 3: every path written down). */

function documentedOperations(): Map<string, string> {
  const text = fs.readFileSync(path.join(__dirname, '../../portal/openapi.yaml'), 'utf8');
  const blocks = new Map<string, string>();
  let current: string | null = null;
  let inPaths = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) inPaths = line.startsWith('paths:');
    const key = inPaths ? /^ {2}(\/\S*):(.*)$/.exec(line) : null;
    if (key) {
      current = key[1];
      blocks.set(current, key[2]);
    } else if (current && /^ {4}/.test(line)) {
      blocks.set(current, `${blocks.get(current)}\n${line}`);
    } else if (!/^\s*(#.*)?$/.test(line)) {
      current = null;
    }
  }
  return blocks;
}

function servedOperations(): Array<{ method: string; path: string }> {
  const served: Array<{ method: string; path: string }> = [];
  const router = new Router();
  const add = router.add.bind(router);
  router.add = (method, pattern, handler) => {
    served.push({ method, path: pattern.replace(/:(\w+)/g, '{$1}') });
    return add(method, pattern, handler);
  };
  registerRoutes(router);
  return served;
}

it('documents every served path and method in portal/openapi.yaml', () => {
  const documented = documentedOperations();
  const missing = servedOperations().filter(({ method, path: p }) => !new RegExp(`\\b${method.toLowerCase()}:`).test(documented.get(p) ?? ''));
  expect(missing).toEqual([]);
});
