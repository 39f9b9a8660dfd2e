// `npm run build` (after `next build`): the custom server (server/index.ts and what it imports) compiled into one
// CommonJS file in the build folder, so that `npm start` runs plain JavaScript. Under tsx every start transpiled,
// resolved and source-mapped some 270 files through loader hooks: about half a second of the cold start's main thread.
// Packages stay outside (required from node_modules as usual); worker scripts (*.mjs) stay where they are.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'custom-server');

/** A source file's __dirname, kept: its worker scripts and migrations are found beside the source, not the bundle. */
const keepDirname = {
  name: 'keep-dirname',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      const dir = JSON.stringify(path.relative(outdir, path.dirname(args.path)));
      return { contents: source.replace(/\b__dirname\b/g, `require('node:path').resolve(__dirname, ${dir})`), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

await build({
  entryPoints: [path.join(root, 'server/index.ts')],
  outfile: path.join(outdir, 'index.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  plugins: [keepDirname],
  logLevel: 'warning',
});
console.log(`custom server compiled to ${path.relative(root, outdir)}/index.js`);
