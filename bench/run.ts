/**
 * `npm run bench`: builds if needed, starts the production server on loopback and prints
 *   1. requests/s and p50/p99 latency at 50 connections for home, a product page and a doc article in two locales,
 *      with the page cache on (cached), off with the API read cache on (rendered: SITE_CACHE=pages-off, what a page
 *      cache miss costs) and with no caches (uncached: SITE_CACHE=off, every request rendered from the store);
 *   2. the same pages' HTML saved to disk and served by nginx, and the ratio ours (cached) / nginx;
 *   3. first-load JS (gzip bytes): per bench page, every script its HTML loads (tags and the loader's list; what a browser loads before
 *      hydration, module chunks included), and per route from the build manifest;
 *   4. Lighthouse mobile scores for the three pages in all four locales;
 *   5. how much PDF exports of long articles delay /robots.txt (bench/pdf-stall.ts; target under 100 ms);
 *   6. issue 18's figures, each beside the baseline build (d1246bf, bench/baseline.ts) of the same run: app JS above
 *      the framework floor (a page's first-load JS minus what the /404 page loads), main-thread script time in
 *      Chromium with the CPU throttled 4x (bench/hydration.ts) and CPU per uncached render (bench/render-cpu.ts), as
 *      ratios to the baseline, and how many µs the machine takes to fault in a fresh page of memory (bench/machine.ts),
 *      which the browser's figures grow with; Lighthouse's total blocking time and legacy-JavaScript estimate join
 *      its table.
 * Everything runs on 127.0.0.1. Results also go to bench/out/results.json. Not part of `npm test`.
 * Env: NEXT_DIST_DIR (default .next-bench), BENCH_SECONDS (default 10), BENCH_PRODUCT / BENCH_DOC (page paths),
 * BENCH_SKIP_LIGHTHOUSE=1, BENCH_PORT (first of the ports the bench's sites listen on, one more per site; default
 * any free port), BENCH_HYDRATION_RUNS (default 5), BENCH_RENDERS (uncached renders per page for CPU, default 100),
 * BENCH_RENDER_WARMUP (renders of each page before those are counted, default 2000: V8 still compiles functions a
 * render runs once for about 1,750 renders, so fewer give the figure of a server still warming up),
 * BENCH_BASELINE / BENCH_BASELINE_DIR (bench/baseline.ts). `--js-only` prints the first-load JS alone (no load runs,
 * no Lighthouse); `--pdf-only` the PDF figure alone; `--issue18` the figures of 6 (and Lighthouse) without the
 * throughput, nginx and PDF runs; `--no-baseline` leaves the baseline out; `--cpu-prof` profiles BENCH_RENDERS
 * uncached renders of each bench page and prints where the CPU went (bench/cpu-profile.ts); `--render-only` the CPU
 * per uncached render of issue 18's pages alone (ours and the baseline's).
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
import { BASELINE_DIST, BASELINE_REV, ensureBaseline } from './baseline';
import { measureHydration, type HydrationFigures } from './hydration';
import { freshPageMicros } from './machine';
import { renderCpuMs } from './render-cpu';
import { largestProfile, monotonicMicros, summariseProfile, type ProfileSummary } from './cpu-profile';

const root = path.resolve(__dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD_LOCALES: Locale[] = ['en', 'ja'];
const jsOnly = process.argv.includes('--js-only');
const pdfOnly = process.argv.includes('--pdf-only');
const issue18Only = process.argv.includes('--issue18');
const withBaseline = !process.argv.includes('--no-baseline');
const cpuProf = process.argv.includes('--cpu-prof');
const renderOnly = process.argv.includes('--render-only');
const hydrationRuns = Number(process.env.BENCH_HYDRATION_RUNS ?? 5);
const renders = Number(process.env.BENCH_RENDERS ?? 100);
const renderWarmUp = Number(process.env.BENCH_RENDER_WARMUP ?? 2000);
const ISSUE18_PAGES = ['home en', 'product en', 'doc en'];

/** BENCH_PORT, BENCH_PORT + 1, … for the sites the bench starts, when set. */
let portsTaken = 0;
const nextPort = () => (process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + portsTaken++ : undefined);

function buildIfNeeded() {
  if (fs.existsSync(path.join(root, distDir, 'BUILD_ID')) && !process.argv.includes('--build')) return;
  console.log(`building into ${distDir} …`);
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' } });
}

async function startBenchSite(extraEnv: Record<string, string>, nodeArgs?: string[]): Promise<RunningSite> {
  const dir = tempDir('bench-pglite-');
  await prepareStore(dir, async () => undefined);
  return startSite({ NEXT_DIST_DIR: distDir, PGLITE_DIR: dir, ...extraEnv }, { port: nextPort(), nodeArgs });
}

/** The baseline build's site: its own checkout, which seeds its own (empty) store on start. */
const startBaselineSite = (dir: string, extraEnv: Record<string, string>) =>
  startSite({ NEXT_DIST_DIR: BASELINE_DIST, PGLITE_DIR: tempDir('bench-base-pglite-'), ...extraEnv }, { cwd: dir, port: nextPort() });

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

/** A page rendered by pages/404 (the static route beats the catch-all): what every route carries. */
const FLOOR_PATH = '/404/';

/** First-load JS of the issue's three pages and of the floor on one running site. */
async function issue18Js(origin: string, paths: Record<string, string>): Promise<{ floor: PageFirstLoad; pages: Record<string, PageFirstLoad & { status: number }> }> {
  const floor = await pageFirstLoad(origin, await (await fetch(`${origin}${FLOOR_PATH}`)).text());
  const pages: Record<string, PageFirstLoad & { status: number }> = {};
  for (const [name, p] of Object.entries(paths)) {
    const response = await fetch(`${origin}${p}`);
    pages[name] = { ...(await pageFirstLoad(origin, await response.text())), status: response.status };
  }
  return { floor, pages };
}

/** --cpu-prof: a V8 profile of the site over BENCH_RENDERS uncached renders of each bench page. */
async function profileRenders(): Promise<ProfileSummary> {
  const profDir = path.join(root, 'bench/out/cpu-prof');
  fs.rmSync(profDir, { recursive: true, force: true });
  fs.mkdirSync(profDir, { recursive: true });
  const site = await startBenchSite({ SITE_CACHE: 'off' }, ['--cpu-prof', `--cpu-prof-dir=${profDir}`]);
  const window = { from: 0, to: 0 };
  try {
    const paths = Object.values(await pickPages(site.origin));
    const renderAll = async (times: number) => {
      for (const p of paths) for (let i = 0; i < times; i++) await (await fetch(`${site.origin}${p}`)).arrayBuffer();
    };
    await renderAll(10); // warm-up: module loading and compilation are the start's cost, not a render's
    window.from = monotonicMicros();
    await renderAll(renders);
    window.to = monotonicMicros();
  } finally {
    await site.stop();
  }
  const file = largestProfile(profDir);
  if (!file) throw new Error(`no CPU profile written to ${profDir}`);
  return summariseProfile(file, root, window);
}

type RenderCpu = Record<string, Record<string, { ms: number; status: number }>>;

/** Renders per turn when the sites take turns: short, so that neither sits idle for long (see measureRenderCpu). */
const RENDER_TURN = 25;

/**
 * CPU per uncached render of each page, ours and the baseline's: both sites up, taking turns of RENDER_TURN renders
 * (warm-up included), so that a change in the machine's load falls on both and neither sits idle while the other
 * works. Long turns left a site idle for a minute while the other warmed up; an idle V8 gives up much of what it had
 * compiled, and the next renders cost up to twice as much CPU until it has compiled it again: the figure then
 * depended on how long the other build took, not on a render.
 */
async function measureRenderCpu(paths: Record<string, string>, baseDir: string | null): Promise<RenderCpu> {
  const renderCpu: RenderCpu = {};
  const uncached: Record<string, RunningSite> = { now: await startBenchSite({ SITE_CACHE: 'off' }) };
  try {
    if (baseDir) uncached[BASELINE_REV] = await startBaselineSite(baseDir, { SITE_CACHE: 'off' });
    for (const [key, p] of Object.entries(paths)) {
      // A page's status is the first that was not 200, warm-up included: one bad answer is not hidden by later ones.
      const spent: Record<string, { ms: number; status: number }> = {};
      const note = (name: string, status: number) => {
        const sum = (spent[name] ??= { ms: 0, status });
        if (sum.status === 200) sum.status = status;
        return sum;
      };
      for (let done = 0; done < renderWarmUp; done += RENDER_TURN) {
        for (const [name, site] of Object.entries(uncached)) note(name, (await renderCpuMs(site.pid, `${site.origin}${p}`, 0, Math.min(RENDER_TURN, renderWarmUp - done))).status);
      }
      const measured = Math.max(1, renders);
      for (let done = 0; done < measured; done += RENDER_TURN) {
        const count = Math.min(RENDER_TURN, measured - done);
        for (const [name, site] of Object.entries(uncached)) {
          const { ms, status } = await renderCpuMs(site.pid, `${site.origin}${p}`, count, 0);
          note(name, status).ms += ms * count;
        }
      }
      for (const [name, sum] of Object.entries(spent)) {
        (renderCpu[name] ??= {})[key] = { ms: sum.ms / measured, status: sum.status };
        console.log(`render CPU ${name} ${pad(key, 12)} ${JSON.stringify(renderCpu[name][key])}`);
      }
    }
  } finally {
    for (const site of Object.values(uncached)) await site.stop();
  }
  return renderCpu;
}

async function main() {
  buildIfNeeded();
  const results: Record<string, unknown> = { date: new Date().toISOString(), seconds, connections: 50 };
  if (pdfOnly) {
    printPdfStall(await measurePdfStall());
    return;
  }
  if (cpuProf) {
    printProfile(await profileRenders());
    return;
  }
  const baseDir = withBaseline ? ensureBaseline(root) : null;
  if (renderOnly) {
    const probe = await startBenchSite({});
    const pages = await pickPages(probe.origin);
    await probe.stop();
    const paths = { 'home en': pages.home, 'product en': pages.product, 'doc en': pages.doc };
    printRenderCpu(await measureRenderCpu(paths, baseDir));
    return;
  }

  // 1. Cached (also saves each page's HTML for nginx).
  const cachedSite = await startBenchSite({});
  const pages = await pickPages(cachedSite.origin);
  console.log('pages:', pages);
  const urls: Array<{ name: string; path: string }> = [];
  for (const [name, p] of Object.entries(pages)) for (const locale of LOAD_LOCALES) urls.push({ name: `${name} ${locale}`, path: localePath(locale, p) });
  const issuePaths = Object.fromEntries(urls.filter((u) => ISSUE18_PAGES.includes(u.name)).map((u) => [u.name, u.path]));

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

  // 6. The same pages on the baseline build: first-load JS, then (below) main-thread time, turn about with ours.
  const aboveFloor: Record<string, Awaited<ReturnType<typeof issue18Js>>> = { now: await issue18Js(cachedSite.origin, issuePaths) };
  const baseSite = baseDir ? await startBaselineSite(baseDir, {}) : null;
  let hydration: Record<string, Record<string, HydrationFigures>> = {};
  let pageMicros: number | undefined;
  try {
    if (baseSite) aboveFloor[BASELINE_REV] = await issue18Js(baseSite.origin, issuePaths);
    results.aboveFloor = aboveFloor;
    if (jsOnly) {
      printFirstLoad(pageJs, js);
      printAboveFloor(aboveFloor);
      return;
    }
    // The floor page too: what hydrating React, Next's runtime and _app costs with nothing of a page's own in it.
    const hydrationPaths = { ...issuePaths, floor: FLOOR_PATH };
    const sites: Record<string, Record<string, string>> = { now: Object.fromEntries(Object.entries(hydrationPaths).map(([k, p]) => [k, `${cachedSite.origin}${p}`])) };
    if (baseSite) sites[BASELINE_REV] = Object.fromEntries(Object.entries(hydrationPaths).map(([k, p]) => [k, `${baseSite.origin}${p}`]));
    hydration = await measureHydration(sites, hydrationRuns);
    pageMicros = results.freshPageMicros = freshPageMicros();
    results.hydration = hydration;
    for (const [name, byPage] of Object.entries(hydration)) console.log(`hydration ${name} ${JSON.stringify(byPage)}`);
  } finally {
    await baseSite?.stop();
    if (jsOnly) await cachedSite.stop();
  }

  if (!issue18Only) {
    for (const u of urls) {
      load[u.name].cached = await measure(`${cachedSite.origin}${u.path}`, seconds);
      console.log(`cached   ${pad(u.name, 12)} ${JSON.stringify(load[u.name].cached)}`);
    }
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
          const { below, ...figures } = lighthouse[key];
          console.log(`lighthouse ${pad(key, 12)} ${JSON.stringify(figures)} below 1: ${below.map((b) => b.id).join(', ')}`);
        }
      }
    } finally {
      runner.close();
    }
  }
  await cachedSite.stop();

  // 6b. CPU per uncached render, ours and the baseline's.
  const renderCpu = await measureRenderCpu(issuePaths, baseDir);
  results.renderCpu = renderCpu;

  let pdf: PdfStallFigures | null = null;
  if (!issue18Only) {
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
    pdf = await measurePdfStall();
  }

  results.load = load;
  results.lighthouse = lighthouse;
  results.pdfStall = pdf;
  fs.mkdirSync(path.join(root, 'bench/out'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/out/results.json'), JSON.stringify(results, null, 2));
  if (!issue18Only) printSummary(load);
  printLighthouse(lighthouse);
  printFirstLoad(pageJs, js);
  printAboveFloor(aboveFloor);
  printIssue18(hydration, renderCpu, pageMicros);
  if (pdf) printPdfStall(pdf);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printFirstLoad(pageJs: Record<string, PageFirstLoad>, js: Record<string, number>) {
  console.log('\n## First-load JS per page (gzip: every script the page\'s HTML loads; the HTML itself beside it)\n');
  console.log('| page | scripts | JS | HTML |');
  console.log('| --- | --- | --- | --- |');
  for (const [name, f] of Object.entries(pageJs)) console.log(`| ${name} | ${f.scripts} | ${kb(f.jsGzip)} | ${kb(f.htmlGzip)} |`);
  console.log('\n## First-load JS per route (gzip, build manifest: _app + route, without module chunks)\n');
  for (const [route, bytes] of Object.entries(js)) console.log(`${pad(route, 24)} ${kb(bytes)}`);
}

type PageLoad = { status?: number } & Partial<Record<'cached' | 'rendered' | 'uncached' | 'nginx', LoadFigures>>;

function printSummary(load: Record<string, PageLoad>) {
  console.log(`\n## Throughput, 50 connections, ${seconds} s per run (req/s, p50/p99 ms)\n`);
  console.log(row(['page', 'status', 'cached req/s', 'cached p50/p99', 'rendered req/s', 'rendered p50/p99', 'uncached req/s', 'uncached p50/p99', 'nginx req/s', 'nginx p50/p99', 'cached/nginx']));
  console.log(row(Array(11).fill('---')));
  for (const [name, f] of Object.entries(load)) {
    const ratio = f.cached && f.nginx ? `${Math.round((f.cached.rps / f.nginx.rps) * 100)}%` : '';
    const lat = (x?: LoadFigures) => (x ? `${x.p50}/${x.p99}` : '');
    console.log(row([name, f.status ?? '', f.cached?.rps ?? '', lat(f.cached), f.rendered?.rps ?? '', lat(f.rendered), f.uncached?.rps ?? '', lat(f.uncached), f.nginx?.rps ?? '', lat(f.nginx), ratio]));
  }
}

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;

function printLighthouse(lighthouse: Record<string, LighthouseFigures>) {
  if (!Object.keys(lighthouse).length) return;
  console.log('\n## Lighthouse (mobile; targets: performance 100 on an idle machine, total blocking time under 100 ms)\n');
  console.log(row(['page', 'performance', 'TBT ms', 'legacy JS KiB', 'accessibility', 'best practices', 'SEO', 'script KB (transfer)']));
  console.log(row(Array(8).fill('---')));
  for (const [name, l] of Object.entries(lighthouse)) {
    console.log(row([name, l.performance, l.tbt, (l.legacyJsBytes / 1024).toFixed(1), l.accessibility, l.bestPractices, l.seo, (l.scriptBytes / 1024).toFixed(1)]));
  }
}

const ratio = (now?: number, base?: number) => (now !== undefined && base ? (now / base).toFixed(2) : '');

/** App JS above the framework floor (target: at most 12 KB gzip on each page). */
function printAboveFloor(aboveFloor: Record<string, { floor: PageFirstLoad; pages: Record<string, PageFirstLoad & { status: number }> }>) {
  console.log(`\n## App JS above the framework floor (gzip; floor = what ${FLOOR_PATH} loads; target at most 12 KB)\n`);
  const builds = Object.keys(aboveFloor);
  console.log(row(['page', ...builds.flatMap((b) => [`${b} first-load`, `${b} above floor`])]));
  console.log(row(Array(1 + builds.length * 2).fill('---')));
  console.log(row(['floor', ...builds.flatMap((b) => [kb(aboveFloor[b].floor.jsGzip), ''])]));
  for (const name of Object.keys(aboveFloor.now.pages)) {
    console.log(row([name, ...builds.flatMap((b) => {
      const page = aboveFloor[b].pages[name];
      return page ? [`${kb(page.jsGzip)} (${page.scripts} scripts${page.status === 200 ? '' : `, status ${page.status}`})`, kb(page.jsGzip - aboveFloor[b].floor.jsGzip)] : ['', ''];
    })]));
  }
}

/** Main-thread time (target: a third of the baseline's) and CPU per uncached render (target: half), as ratios. */
function printIssue18(hydration: Record<string, Record<string, HydrationFigures>>, renderCpu: Record<string, Record<string, { ms: number; status: number }>>, pageMicros?: number) {
  const base = Object.keys(hydration).find((k) => k !== 'now') ?? Object.keys(renderCpu).find((k) => k !== 'now');
  console.log(`\n## Main-thread time in Chromium, CPU 4x throttled (median ms; ratio to ${base ?? 'no baseline'}: target for hydration at most 0.33)\n`);
  console.log('Hydration: the page root\'s (Next\'s own measure) plus each island hydrated by idle. Script and all tasks: everything');
  console.log('to idle, the framework\'s parsing and compiling (the same ~116 KB on both builds) included.\n');
  console.log(row(['page', 'hydration now', `hydration ${base}`, 'ratio', 'script now', `script ${base}`, 'ratio', 'all tasks now', `all tasks ${base}`, 'ratio']));
  console.log(row(Array(10).fill('---')));
  for (const [name, f] of Object.entries(hydration.now ?? {})) {
    // A page that never hydrated on a build has nothing to compare (d1246bf's /404/: its CSP's nonce is not on the
    // static page's script tags, so the browser runs none of them).
    const measured = base ? hydration[base]?.[name] : undefined;
    const b = measured?.hydrateMs ? measured : undefined;
    console.log(row([name, f.hydrateMs, b?.hydrateMs ?? '', ratio(f.hydrateMs, b?.hydrateMs), f.scriptMs, b?.scriptMs ?? '', ratio(f.scriptMs, b?.scriptMs), f.taskMs, b?.taskMs ?? '', ratio(f.taskMs, b?.taskMs)]));
  }
  const floor = hydration.now?.floor?.hydrateMs;
  if (floor !== undefined && base) {
    const shares = Object.entries(hydration[base] ?? {}).filter(([name]) => name !== 'floor').map(([name, b]) => `${name} ${ratio(floor, b.hydrateMs)}`);
    console.log(`\nThe floor (${FLOOR_PATH}: React, Next's runtime and _app hydrating a heading and a link) took ${floor} ms, as a share of ${base}'s pages: ${shares.join(', ')}.`);
  }
  if (pageMicros !== undefined) console.log(`\nThis machine faults in a fresh 4 KiB page of memory in ${pageMicros} µs (bench/machine.ts): the browser's figures grow with it.`);
  printRenderCpu(renderCpu);
}

function printRenderCpu(renderCpu: RenderCpu) {
  const base = Object.keys(renderCpu).find((k) => k !== 'now');
  console.log(`\n## CPU per uncached render (ms, SITE_CACHE=off, ${renders} renders each after ${renderWarmUp}; ratio to ${base ?? 'no baseline'}: target at most 0.5)\n`);
  console.log(row(['page', 'now', base ?? '', 'ratio']));
  console.log(row(Array(4).fill('---')));
  for (const [name, f] of Object.entries(renderCpu.now ?? {})) {
    const b = base ? renderCpu[base]?.[name] : undefined;
    const note = (x?: { status: number }) => (x && x.status !== 200 ? ` (status ${x.status})` : '');
    console.log(row([name, `${f.ms.toFixed(1)}${note(f)}`, b ? `${b.ms.toFixed(1)}${note(b)}` : '', ratio(f.ms, b?.ms)]));
  }
}

function printProfile(summary: ProfileSummary) {
  console.log(`\n## Where uncached renders spend CPU (V8 profile, ${renders} renders of each bench page after warm-up, ${summary.totalMs} ms sampled, self time)\n`);
  console.log(row(['package / folder', 'ms', 'share %']));
  console.log(row(Array(3).fill('---')));
  for (const p of summary.packages) console.log(row([p.name, p.ms, p.share]));
  console.log('');
  console.log(row(['function', 'ms', 'share %']));
  console.log(row(Array(3).fill('---')));
  for (const f of summary.functions) console.log(row([f.name, f.ms, f.share]));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
