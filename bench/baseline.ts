/**
 * The build the bench compares against (issue 18's targets are ratios to d1246bf, measured in the same run on the
 * same machine): a git worktree of that commit in a cache folder, with the checkout's node_modules hard-linked in
 * and its own production build. Made once and reused; BENCH_BASELINE_DIR puts it elsewhere, BENCH_BASELINE another
 * commit.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const BASELINE_REV = process.env.BENCH_BASELINE || 'd1246bf';
export const BASELINE_DIST = '.next-bench';

export function baselineDir(): string {
  return process.env.BENCH_BASELINE_DIR || path.join(os.homedir(), '.cache', 'edge-website-bench', BASELINE_REV);
}

/** The baseline checkout, built; creates what is missing (a first run costs one `next build`). */
export function ensureBaseline(root: string): string {
  const dir = baselineDir();
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    console.log(`baseline: checking out ${BASELINE_REV} into ${dir} …`);
    execFileSync('git', ['worktree', 'add', '--detach', dir, BASELINE_REV], { cwd: root, stdio: 'inherit' });
  }
  // Hard links: no copy of the 800 MB, and Turbopack wants node_modules inside the project (a symlink out is refused).
  if (!fs.existsSync(path.join(dir, 'node_modules'))) execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  if (!fs.existsSync(path.join(dir, BASELINE_DIST, 'BUILD_ID'))) {
    // The build type-checks every file; the baseline's tests and bench may import packages today's node_modules no
    // longer has (e.g. @axe-core/playwright), and they are not part of what is measured.
    const tsconfigPath = path.join(dir, 'tsconfig.json');
    const tsconfig = JSON.parse(fs.readFileSync(tsconfigPath, 'utf8'));
    tsconfig.exclude = [...new Set([...(tsconfig.exclude ?? []), 'tests', 'bench', '**/*.test.ts', '**/*.test.tsx'])];
    fs.writeFileSync(tsconfigPath, JSON.stringify(tsconfig, null, 2));
    console.log(`baseline: building ${BASELINE_REV} into ${path.join(dir, BASELINE_DIST)} …`);
    execFileSync('npx', ['next', 'build'], { cwd: dir, stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: BASELINE_DIST, NEXT_TELEMETRY_DISABLED: '1' } });
  }
  return dir;
}
