import fs from 'node:fs';
import path from 'node:path';

/**
 * Only config/ reads the environment. Not application code, and so allowed to read it: tests/, bench/, scripts/,
 * test files beside the code, and the tools' own configuration files below. `process.env.NEXT_PUBLIC_*` is allowed
 * anywhere: Next replaces it with its value at build time (a build-time constant, also in browser code).
 */
const ROOT = path.join(__dirname, '..', '..');
const SKIPPED_FOLDERS = new Set(['node_modules', 'config', 'tests', 'bench', 'scripts']);
const ALLOWED_FILES = new Set(['next.config.js', 'playwright.config.ts', 'jest.config.ts']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs|jsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

/** The lines of a source that read process.env, build-time NEXT_PUBLIC_ constants aside. */
export function envReads(source: string): string[] {
  return source.split('\n').filter((line) => /\bprocess\s*\.\s*env\b|\bprocess\s*\[\s*['"]env['"]\s*\]/.test(line.replace(/\bprocess\.env\.NEXT_PUBLIC_[A-Z0-9_]+/g, '')));
}

function applicationFiles(dir: string, rel = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && !(rel === '' && SKIPPED_FOLDERS.has(entry.name))) files.push(...applicationFiles(path.join(dir, entry.name), relPath));
    } else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !ALLOWED_FILES.has(relPath)) {
      files.push(relPath);
    }
  }
  return files;
}

describe('environment reads', () => {
  it('the check sees a read', () => {
    expect(envReads("const a = process.env.PORT;\nconst b = process.env[name];\nconst c = process['env'];\nconst d = 1;")).toHaveLength(3);
    expect(envReads('const sso = process.env.NEXT_PUBLIC_SSO_URL || x;')).toEqual([]);
  });

  it('no application file outside config/ reads process.env', () => {
    const files = applicationFiles(ROOT);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => envReads(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((line) => `${file}: ${line.trim()}`));
    expect(offenders).toEqual([]);
  });
});
