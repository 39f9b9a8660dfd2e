import fs from 'node:fs';
import path from 'node:path';

type Routes = Array<{ page: string; regex: string }>;
export interface RoutesManifest {
  staticRoutes: Routes;
  dynamicRoutes: Routes;
}
type Matcher = (pathname: string) => string | null;

/** Which page of a build's routes-manifest.json renders a path: static routes first, as Next matches them. */
export function pageMatcher(manifest: RoutesManifest): Matcher {
  const routes = [...manifest.staticRoutes, ...manifest.dynamicRoutes].map((r) => ({ page: r.page, regex: new RegExp(r.regex) }));
  return (pathname) => routes.find((r) => r.regex.test(pathname))?.page ?? null;
}

let match: Matcher | null | undefined;

/** The production build's folder, as next.config.js names it. */
export const buildDir = () => path.join(process.cwd(), (require('../next.config.js') as { distDir: string }).distDir);

/** The production build's matcher; null without one. */
function loadMatcher(): Matcher | null {
  try {
    return pageMatcher(JSON.parse(fs.readFileSync(path.join(buildDir(), 'routes-manifest.json'), 'utf8')));
  } catch {
    return null;
  }
}

/** The Next page (e.g. `/[[...slug]]`, `/editor`) that renders a request's path, or null when it cannot tell. */
export function nextPageOf(url: string | undefined): string | null {
  if (match === undefined) match = loadMatcher();
  return match && url ? match(url.split('?')[0]) : null;
}
