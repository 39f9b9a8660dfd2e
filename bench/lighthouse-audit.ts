/**
 * `npx tsx bench/lighthouse-audit.ts <origin>`: Lighthouse (mobile) on the bench's pages (home, a product page, a doc
 * article) in all four locales against a site already running at origin, printing each category's score and every
 * audit below 1. Full reports go to bench/out/lighthouse/<page>-<locale>.json. Lighthouse only, no build or load test
 * (`npm run bench` does those). `--no-js` runs them with the pages' scripts blocked (reports go to bench/out/lighthouse-no-js/): the
 * difference to a normal run is what JavaScript costs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { localePath, LOCALES } from '../contract/locales';
import { lighthouseRunner, type LighthouseFigures } from './lighthouse';
import { pickPages } from './pages';

async function main() {
  const origin = process.argv[2];
  if (!origin) throw new Error('usage: tsx bench/lighthouse-audit.ts http://127.0.0.1:<port>');
  const javascript = !process.argv.includes('--no-js');
  const outDir = path.resolve(__dirname, javascript ? 'out/lighthouse' : 'out/lighthouse-no-js');
  fs.mkdirSync(outDir, { recursive: true });
  const pages = await pickPages(origin);
  console.log('pages:', pages);
  const results: Record<string, LighthouseFigures> = {};
  const runner = await lighthouseRunner({ javascript });
  try {
    for (const [name, p] of Object.entries(pages)) {
      for (const locale of LOCALES) {
        const key = `${name} ${locale}`;
        const figures = await runner.run(`${origin}${localePath(locale, p)}`, path.join(outDir, `${name}-${locale}.json`));
        results[key] = figures;
        console.log(`${key}: perf ${figures.performance} a11y ${figures.accessibility} bp ${figures.bestPractices} seo ${figures.seo} script ${(figures.scriptBytes / 1024).toFixed(1)} KB`);
        for (const b of figures.below) console.log(`  ${b.category} ${b.id} score ${b.score} weight ${b.weight}${b.displayValue ? ` (${b.displayValue})` : ''}`);
      }
    }
  } finally {
    runner.close();
  }
  fs.writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify({ date: new Date().toISOString(), pages, results }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
