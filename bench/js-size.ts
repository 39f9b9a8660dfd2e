import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * First-load JavaScript of each page route, gzip bytes: the scripts the build manifest lists for _app and the route
 * (what the HTML of that route loads before hydration), each compressed at gzip's default level.
 */
export function firstLoadJs(distDir: string): Record<string, number> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { pages: Record<string, string[]> };
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(distDir, file))).length;
  const shared = manifest.pages['/_app'] ?? [];
  const sizes: Record<string, number> = {};
  for (const [route, files] of Object.entries(manifest.pages)) {
    if (route === '/_app') continue;
    const scripts = [...new Set([...shared, ...files])].filter((f) => f.endsWith('.js'));
    sizes[route] = scripts.reduce((sum, f) => sum + gz(f), 0);
  }
  return sizes;
}
