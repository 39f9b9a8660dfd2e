/**
 * `npm run bench`: builds if needed, starts the production server on loopback and prints
 *   1. requests/s and p50/p99 latency at 50 connections for home, a product page and a doc article in two locales,
 *      with the page cache on (cached), off with the API read cache on (rendered: SITE_CACHE=pages-off, what a page
 *      cache miss costs) and with no caches (uncached: SITE_CACHE=off, every request rendered from the store);
 *   2. the same pages' HTML saved to disk and served by nginx, and the ratio ours (cached) / nginx;
 *   3. first-load JS (gzip bytes): per bench page, every <script src> of its HTML (what a browser loads before
 *      hydration, module chunks included), and per route from the build manifest;
 *   4. Lighthouse mobile scores for the three pages in all four locales;
 *   5. how much PDF exports of long articles delay /robots.txt (bench/pdf-stall.ts; target under 100 ms).
 * Everything runs on 127.0.0.1. Results also go to bench/out/results.json. Not part of `npm test`.
 * Env: NEXT_DIST_DIR (default .next-bench), BENCH_SECONDS (default 10), BENCH_PRODUCT / BENCH_DOC (page paths),
 * BENCH_SKIP_LIGHTHOUSE=1. `--js-only` prints the first-load JS alone (no load runs, no Lighthouse); `--pdf-only` the
 * PDF figure alone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { localePath, type Locale, LOCALES } from '../contract/locales';
import { freePort, prepareStore, startSite, tempDir, type RunningSite } from '../tests/e2e/support/site';
import { firstLoadJs, pageFirstLoad, type PageFirstLoad } from './js-size';
import { lighthouseRunner, type LighthouseFigures } from './lighthouse';
import { measure, type LoadFigures } from './load';
import { startNginx } from './nginx';
import { pickPages } from './pages';
import { pdfStall, prepareLongArticles, printPdfStall, type PdfStallFigures } from './pdf-stall';

const root = path.resolve(__dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD_LOCALES: Locale[] = ['en', 'ja'];
const jsOnly = process.argv.includes('--js-only');
const pdfOnly = process.argv.includes('--pdf-only');

function buildIfNeeded() {
  if (fs.existsSync(path.join(root, distDir, 'BUILD_ID')) && !process.argv.includes('--build')) return;
  console.log(`building into ${distDir} …`);
  execFileSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' } });
}

async function startBenchSite(extraEnv: Record<string, string>): Promise<RunningSite> {
  const dir = tempDir('bench-pglite-');
  await prepareStore(dir, async () => undefined);
  return startSite({ NEXT_DIST_DIR: distDir, PGLITE_DIR: dir, ...extraEnv });
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);

/** 5. A site whose first documents hold long articles, and what their PDF exports do to /robots.txt. */
async function measurePdfStall(): Promise<PdfStallFigures> {
  const dir = tempDir('bench-pdf-');
  let ids: number[] = [];
  await prepareStore(dir, async (store) => {
    ids = await prepareLongArticles(store, 4);
  });
  const site = await startSite({ NEXT_DIST_DIR: distDir, PGLITE_DIR: dir });
  try {
    return await pdfStall(site.origin, ids);
  } finally {
    await site.stop();
  }
}

async function main() {
  buildIfNeeded();
  const results: Record<string, unknown> = { date: new Date().toISOString(), seconds, connections: 50 };
  if (pdfOnly) {
    printPdfStall(await measurePdfStall());
    return;
  }

  // 1. Cached (also saves each page's HTML for nginx).
  const cachedSite = await startBenchSite({});
  const pages = await pickPages(cachedSite.origin);
  console.log('pages:', pages);
  const urls: Array<{ name: string; path: string }> = [];
  for (const [name, p] of Object.entries(pages)) for (const locale of LOAD_LOCALES) urls.push({ name: `${name} ${locale}`, path: localePath(locale, p) });

  const load: Record<string, PageLoad> = {};
  const html: Record<string, string> = {};
  // 3. First-load JS: what each page's HTML makes a browser load, and the manifest's figure per route.
  const pageJs: Record<string, PageFirstLoad> = {};
  for (const u of urls) {
    const response = await fetch(`${cachedSite.origin}${u.path}`);
    html[u.path] = await response.text();
    load[u.name] = { status: response.status };
    pageJs[u.name] = await pageFirstLoad(cachedSite.origin, html[u.path]);
  }
  const js = firstLoadJs(path.join(root, distDir));
  results.pages = pages;
  results.pageFirstLoad = pageJs;
  results.firstLoadJsGzip = js;
  if (jsOnly) {
    await cachedSite.stop();
    printFirstLoad(pageJs, js);
    return;
  }
  for (const u of urls) {
    load[u.name].cached = await measure(`${cachedSite.origin}${u.path}`, seconds);
    console.log(`cached   ${pad(u.name, 12)} ${JSON.stringify(load[u.name].cached)}`);
  }

  // 4. Lighthouse against the cached server (what a visitor gets).
  const lighthouse: Record<string, LighthouseFigures> = {};
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    const runner = await lighthouseRunner();
    try {
      for (const [name, p] of Object.entries(pages)) {
        for (const locale of LOCALES) {
          const key = `${name} ${locale}`;
          lighthouse[key] = await runner.run(`${cachedSite.origin}${localePath(locale, p)}`);
          console.log(`lighthouse ${pad(key, 12)} ${JSON.stringify(lighthouse[key])}`);
        }
      }
    } finally {
      runner.close();
    }
  }
  await cachedSite.stop();

  // 1b. Rendered (page cache off, API read cache on) and uncached (both off).
  for (const [mode, cache] of [['rendered', 'pages-off'], ['uncached', 'off']] as const) {
    const site = await startBenchSite({ SITE_CACHE: cache });
    for (const u of urls) {
      load[u.name][mode] = await measure(`${site.origin}${u.path}`, seconds);
      console.log(`${pad(mode, 8)} ${pad(u.name, 12)} ${JSON.stringify(load[u.name][mode])}`);
    }
    await site.stop();
  }

  // 2. nginx ceiling.
  const nginx = await startNginx(tempDir('bench-nginx-'), await freePort(), html);
  try {
    for (const u of urls) {
      load[u.name].nginx = await measure(`${nginx.url}${u.path}`, seconds);
      console.log(`nginx    ${pad(u.name, 12)} ${JSON.stringify(load[u.name].nginx)}`);
    }
  } finally {
    await nginx.stop();
  }

  const pdf = await measurePdfStall();
  results.load = load;
  results.lighthouse = lighthouse;
  results.pdfStall = pdf;
  fs.mkdirSync(path.join(root, 'bench/out'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/out/results.json'), JSON.stringify(results, null, 2));
  printSummary(load, lighthouse);
  printFirstLoad(pageJs, js);
  printPdfStall(pdf);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printFirstLoad(pageJs: Record<string, PageFirstLoad>, js: Record<string, number>) {
  console.log('\n## First-load JS per page (gzip: every <script src> of the page\'s HTML; the HTML itself beside it)\n');
  console.log('| page | scripts | JS | HTML |');
  console.log('| --- | --- | --- | --- |');
  for (const [name, f] of Object.entries(pageJs)) console.log(`| ${name} | ${f.scripts} | ${kb(f.jsGzip)} | ${kb(f.htmlGzip)} |`);
  console.log('\n## First-load JS per route (gzip, build manifest: _app + route, without module chunks)\n');
  for (const [route, bytes] of Object.entries(js)) console.log(`${pad(route, 24)} ${kb(bytes)}`);
}

type PageLoad = { status?: number } & Partial<Record<'cached' | 'rendered' | 'uncached' | 'nginx', LoadFigures>>;

function printSummary(load: Record<string, PageLoad>, lighthouse: Record<string, LighthouseFigures>) {
  const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  console.log(`\n## Throughput, 50 connections, ${seconds} s per run (req/s, p50/p99 ms)\n`);
  console.log(row(['page', 'status', 'cached req/s', 'cached p50/p99', 'rendered req/s', 'rendered p50/p99', 'uncached req/s', 'uncached p50/p99', 'nginx req/s', 'nginx p50/p99', 'cached/nginx']));
  console.log(row(Array(11).fill('---')));
  for (const [name, f] of Object.entries(load)) {
    const ratio = f.cached && f.nginx ? `${Math.round((f.cached.rps / f.nginx.rps) * 100)}%` : '';
    const lat = (x?: LoadFigures) => (x ? `${x.p50}/${x.p99}` : '');
    console.log(row([name, f.status ?? '', f.cached?.rps ?? '', lat(f.cached), f.rendered?.rps ?? '', lat(f.rendered), f.uncached?.rps ?? '', lat(f.uncached), f.nginx?.rps ?? '', lat(f.nginx), ratio]));
  }
  if (Object.keys(lighthouse).length) {
    console.log('\n## Lighthouse (mobile)\n');
    console.log(row(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'script KB (transfer)']));
    console.log(row(Array(6).fill('---')));
    for (const [name, l] of Object.entries(lighthouse)) console.log(row([name, l.performance, l.accessibility, l.bestPractices, l.seo, (l.scriptBytes / 1024).toFixed(1)]));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
