/**
 * `npx tsx bench/legacy-js.ts <origin> [<origin>…]`: Lighthouse's legacy-JavaScript audit (mobile) for the home page
 * of each running site: the estimate in KiB and, per script, what it found (polyfills and transforms for browsers
 * older than the site supports). Used to show the audit before and after a change of browser targets.
 */
import { lighthouseRunner } from './lighthouse';

type Item = { url: string; wastedBytes: number; subItems?: { items?: Array<{ signal: string }> } };

async function main() {
  const origins = process.argv.slice(2);
  if (!origins.length) throw new Error('usage: tsx bench/legacy-js.ts http://127.0.0.1:<port> …');
  const runner = await lighthouseRunner();
  try {
    for (const origin of origins) {
      const figures = await runner.run(`${origin}/`, undefined, (lhr) => {
        const audit = lhr.audits['legacy-javascript'];
        const items = ((audit?.details as { items?: Item[] } | undefined)?.items ?? []);
        console.log(`${origin}/: legacy JavaScript ${audit?.displayValue ?? '(none)'}`);
        for (const item of items) console.log(`  ${item.url.replace(origin, '')} ${(item.wastedBytes / 1024).toFixed(1)} KiB: ${(item.subItems?.items ?? []).map((s) => s.signal).join(', ')}`);
      });
      console.log(`  performance ${figures.performance}, TBT ${figures.tbt} ms`);
    }
  } finally {
    runner.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
