import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * How tests and benches start a production server: the compiled custom server in the build folder (`npm run build`
 * writes it; `npm start` runs it). Another checkout (the bench's baseline) that predates the compiled server runs its
 * source through tsx, as its own `npm start` did.
 */
export function productionServer(options: { cwd?: string; distDir?: string; nodeArgs?: string[] } = {}): [string, string[]] {
  const cwd = options.cwd ?? root;
  const compiled = path.join(cwd, options.distDir ?? process.env.NEXT_DIST_DIR ?? '.next', 'custom-server', 'index.js');
  const nodeArgs = options.nodeArgs ?? [];
  if (fs.existsSync(compiled)) return [process.execPath, [...nodeArgs, compiled]];
  if (cwd === root) throw new Error(`no compiled server at ${compiled}: run \`npm run build\` first`);
  return [process.execPath, [...nodeArgs, '--import', 'tsx', 'server/index.ts']];
}
