/** Lighthouse (npm) on Debian's Chromium with its default mobile settings (emulated phone, simulated slow 4G). */
import fs from 'node:fs';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Script bytes transferred on first load, as Lighthouse saw them (compressed). */
  scriptBytes: number;
  /** Total blocking time, ms (simulated mobile CPU). */
  tbt: number;
  /** What the legacy-JavaScript audit estimates polyfills and transforms for old browsers cost, bytes. */
  legacyJsBytes: number;
  /** Every scored audit below 1, by category (weight 0: a diagnostic that does not count in the score itself). */
  below: Array<{ category: string; id: string; weight: number; score: number; displayValue?: string }>;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof import('lighthouse')['default']>>>['lhr'];

/** javascript: false blocks the pages' scripts, to tell what the HTML and CSS alone score. */
export async function lighthouseRunner({ javascript = true } = {}) {
  // Both packages are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  return {
    /** saveReport: a path to write the full JSON report to (LCP element, opportunities' items); inspect: a look at the whole report. */
    async run(url: string, saveReport?: string, inspect?: (lhr: LighthouseResult) => void): Promise<LighthouseFigures> {
      const result = await lighthouse(url, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(javascript ? {} : { blockedUrlPatterns: ['*.js'] }),
      });
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      if (saveReport) fs.writeFileSync(saveReport, JSON.stringify(result.lhr, null, 1));
      inspect?.(result.lhr);
      const items = ((audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> })?.items ?? []);
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        scriptBytes: items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
        tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        legacyJsBytes: Math.max(
          0,
          ...['legacy-javascript', 'legacy-javascript-insight'].map((id) => (audits[id]?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0),
        ),
        below: Object.entries(categories).flatMap(([category, c]) =>
          c.auditRefs
            .filter((ref) => typeof audits[ref.id]?.score === 'number' && (audits[ref.id].score as number) < 1)
            .map((ref) => ({ category, id: ref.id, weight: ref.weight, score: audits[ref.id].score as number, displayValue: audits[ref.id].displayValue })),
        ),
      };
    },
    close: () => chrome.kill(),
  };
}
