import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The boundary check (npm run check:boundaries) run on a small fixture tree laid out like the repository: every
 * forbidden direction is reported under its rule, and the allowed ones pass.
 */
const ROOT = join(__dirname, '../..');
let dir: string;

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true } }),
  'contract/routes.ts': 'export const ROUTES = 1;\n',
  'contract/uses-react.ts': "import { useState } from 'react';\nexport const x = useState;\n",
  'modules/cta/schema.ts': "import { ROUTES } from '../../contract/routes';\nexport const CtaSchema = ROUTES;\n",
  'modules/cta/Cta.tsx': "import { load } from '../../server/cache';\nexport default function Cta() { return load; }\n",
  'portal/fine.ts': "import { ROUTES } from '../contract/routes';\nimport { CtaSchema } from '../modules/cta/schema';\nexport const y = [ROUTES, CtaSchema];\n",
  'portal/reaches-the-site.ts': "import Header from '../shell/Header';\nexport const z = Header;\n",
  'server/cache.ts': 'export const load = 1;\n',
  'server/reaches-the-site.ts': "import Header from '../shell/Header';\nimport { ROUTES } from '../contract/routes';\nexport const w = [Header, ROUTES];\n",
  'shell/Header.tsx': "import type { Data } from '../page/load.server';\nexport default function Header(props: Data) { return props; }\n",
  'shell/Footer.tsx': "import { loadPage } from '../page/load.server';\nexport default function Footer() { return loadPage; }\n",
  'shell/Secret.tsx': "import { secret } from '../config/index';\nexport default function Secret() { return secret; }\n",
  'page/load.server.ts': "import { secret } from '../config/index';\nexport interface Data { a: number }\nexport const loadPage = secret;\n",
  'config/index.ts': 'export const secret = 1;\n',
  'pages/index.tsx': "import { loadPage } from '../page/load.server';\nexport const getServerSideProps = loadPage;\nexport default function Page() { return null; }\n",
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules')); // resolves as ../<repo>/node_modules/...
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The command CI runs (npm run check:boundaries): its exit status and the "rule: from -> to" lines it prints. */
function cruise(): { violations: string[]; status: number } {
  const args = ['--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'err', '.'];
  let out: string;
  let status = 0;
  try {
    out = execFileSync(join(ROOT, 'node_modules/.bin/depcruise'), args, { cwd: dir, encoding: 'utf8' });
  } catch (error) {
    ({ stdout: out, status } = error as { status: number; stdout: string });
  }
  const violations = [...out.matchAll(/error (\S+): (\S+) → (\S+)/g)].map(([, rule, from, to]) => `${rule}: ${from} -> ${to.replace(/^.*node_modules\//, 'node_modules/')}`);
  return { violations, status };
}

it('reports each import against the direction under its rule, and passes the allowed ones', () => {
  const { violations, status } = cruise();
  expect(status).not.toBe(0);
  expect(violations.sort()).toEqual([
    'config-is-server-side: shell/Secret.tsx -> config/index.ts',
    'contract-is-a-leaf: contract/uses-react.ts -> node_modules/react/index.js',
    'portal-reads-only-the-contract: portal/reaches-the-site.ts -> shell/Header.tsx',
    'server-files-stay-out-of-the-browser: shell/Footer.tsx -> page/load.server.ts',
    'server-reaches-the-site-through-next: server/reaches-the-site.ts -> shell/Header.tsx',
    'site-never-imports-portal-or-server: modules/cta/Cta.tsx -> server/cache.ts',
  ]);
}, 60_000);
