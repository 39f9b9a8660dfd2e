/**
 * Main-thread work a page costs in the browser until it is idle: Debian's Chromium (playwright-core) with the CPU
 * throttled 4x (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset does), a fresh context per run (no
 * cache), then CDP Performance.getMetrics once the network has been idle: ScriptDuration (parsing, compiling and
 * running scripts: hydration and what runs with it) and TaskDuration (all main-thread tasks, layout and style
 * included), and the hydration itself (performance measures: Next's of the page root, ours of each island). The median of runs; sites are measured turn about so that a change in the machine's load hits both.
 */
import { chromium, type Browser } from 'playwright-core';

export interface HydrationFigures {
  /** Median ms of script execution on the main thread (4x throttled). */
  scriptMs: number;
  /** Median ms of all main-thread tasks (4x throttled). */
  taskMs: number;
  /** Median ms of hydration: Next's 'Next.js-hydration' measure plus the islands' (4x throttled). */
  hydrateMs: number;
  runs: number;
}

const THROTTLING = 4;

/** Next's measure of the page root's hydration. */
const NEXT_HYDRATION = 'Next.js-hydration';
/**
 * What the page's hydration measures hold: Next's of the page root, ours of each island (ui/island/island.tsx). The
 * island's name is written out in both places: a constant shared from contract/ added bytes to every page's first-load
 * JS (a module reference in the island's chunk and an export in the first-load one).
 */
const HYDRATION_MEASURES = [NEXT_HYDRATION, 'island-hydration'];

/**
 * Resolves once Next has measured the page root's hydration (false after 10 s: a page that runs no script, such as
 * d1246bf's /404/, never gets the measure).
 */
const HYDRATED = `new Promise((resolve) => {
  const done = () => performance.getEntriesByName(${JSON.stringify(NEXT_HYDRATION)}).length > 0;
  if (done()) return resolve(true);
  const observer = new PerformanceObserver(() => done() && (observer.disconnect(), resolve(true)));
  observer.observe({ type: 'measure' });
  setTimeout(() => resolve(false), 10000);
})`;

/** Sum of the hydration measures' durations so far. */
const HYDRATION_MS = `performance.getEntriesByType('measure')
  .filter((m) => ${JSON.stringify(HYDRATION_MEASURES)}.includes(m.name))
  .reduce((sum, m) => sum + m.duration, 0)`;

type Evaluated<T> = { result: { value: T }; exceptionDetails?: { text: string; exception?: { description?: string } } };

async function once(browser: Browser, url: string): Promise<{ script: number; task: number; hydrate: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The page is read through CDP's Runtime.evaluate, not Playwright's waitForFunction or evaluate: those put
    // Playwright's own script into the page first, a few hundred ms of main-thread compiling at 4x that could land
    // inside the hydration being measured (React hydrates in slices, and other tasks run between them).
    const read = async <T>(expression: string): Promise<T> => {
      const answer = (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as Evaluated<T>;
      if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
      return answer.result.value;
    };
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // The page's scripts start after its first paint (pages/_document.tsx): the load event does not wait for them.
    // A page that navigates meanwhile loses the evaluation: its figures are then read as they stand.
    await read<boolean>(HYDRATED).catch(() => false);
    // Effects and idle callbacks after the last request (throttled).
    await page.waitForTimeout(1000);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    // Hydration itself: the page root's (render start to hydrated) and, on islands builds, each island's that
    // hydrated by now, the ones in view; not the framework's parse and compile.
    const hydrate = await read<number>(HYDRATION_MS);
    return { script: value('ScriptDuration'), task: value('TaskDuration'), hydrate };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
};

/** For each name, the figures of each of its URLs (sites[name][key] = url), measured alternately, runs times each. */
export async function measureHydration(sites: Record<string, Record<string, string>>, runs: number): Promise<Record<string, Record<string, HydrationFigures>>> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-dev-shm-usage'] });
  const samples: Record<string, Record<string, Array<{ script: number; task: number; hydrate: number }>>> = {};
  try {
    const keys = Object.keys(Object.values(sites)[0] ?? {});
    for (const key of keys) {
      // One throwaway load per site first: the server's own first render of the page is not what is measured.
      for (const name of Object.keys(sites)) await once(browser, sites[name][key]);
      for (let run = 0; run < runs; run++) {
        for (const name of Object.keys(sites)) {
          ((samples[name] ??= {})[key] ??= []).push(await once(browser, sites[name][key]));
        }
      }
    }
  } finally {
    await browser.close();
  }
  const out: Record<string, Record<string, HydrationFigures>> = {};
  for (const [name, byKey] of Object.entries(samples)) {
    out[name] = {};
    for (const [key, list] of Object.entries(byKey)) {
      out[name][key] = { scriptMs: median(list.map((s) => s.script)), taskMs: median(list.map((s) => s.task)), hydrateMs: median(list.map((s) => s.hydrate)), runs: list.length };
    }
  }
  return out;
}
