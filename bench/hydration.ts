/**
 * Main-thread work a page costs in the browser until it is idle: Debian's Chromium (playwright-core) with the CPU
 * throttled 4x (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset does), a fresh context per run (no
 * cache), then CDP Performance.getMetrics once the network has been idle: ScriptDuration (parsing, compiling and
 * running scripts: hydration and what runs with it) and TaskDuration (all main-thread tasks, layout and style
 * included). The median of runs; sites are measured turn about so that a change in the machine's load hits both.
 */
import { chromium, type Browser } from 'playwright-core';

export interface HydrationFigures {
  /** Median ms of script execution on the main thread (4x throttled). */
  scriptMs: number;
  /** Median ms of all main-thread tasks (4x throttled). */
  taskMs: number;
  runs: number;
}

const THROTTLING = 4;

async function once(browser: Browser, url: string): Promise<{ script: number; task: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Effects and idle callbacks after the last request (throttled).
    await page.waitForTimeout(1000);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    return { script: value('ScriptDuration'), task: value('TaskDuration') };
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
  const samples: Record<string, Record<string, Array<{ script: number; task: number }>>> = {};
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
      out[name][key] = { scriptMs: median(list.map((s) => s.script)), taskMs: median(list.map((s) => s.task)), runs: list.length };
    }
  }
  return out;
}
