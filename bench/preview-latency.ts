/**
 * `npx tsx bench/preview-latency.ts`: how long an edit in the news editor takes to show in its live preview, on this
 * machine. Starts the production build (run `npm run build` first) on a fresh store, signs in as an editor, opens a
 * Japanese blog post and, BENCH_EDITS times (default 20), types a new author name and times it until the shown
 * preview frame's page contains it (the browser's clock, checked every animation frame). Prints median, p90 and max
 * in ms. A figure to report, not a test: nothing here passes or fails. Env: BENCH_PORT (default any free port).
 */
import { chromium } from '@playwright/test';
import { freePort, startSite, tempDir } from '../tests/e2e/support/site';

const ADMIN = { email: 'bench-editor@example.com', password: 'bench-editor-password' };
const edits = Number(process.env.BENCH_EDITS ?? 20);

async function main() {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const site = await startSite(
    { PGLITE_DIR: tempDir('preview-latency'), STAFF_SECRET: 'bench-staff-secret', PREVIEW_SECRET: 'bench-preview-secret', STAFF_BOOTSTRAP_EMAIL: ADMIN.email, STAFF_BOOTSTRAP_PASSWORD: ADMIN.password },
    { port },
  );
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await (await browser.newContext({ baseURL: site.origin, viewport: { width: 1600, height: 1000 } })).newPage();
    await page.goto('/editor/');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor();
    const list = await (await page.request.get('/api/portal/v1/editor/news?type=BLOG&language=JA_JP')).json();
    await page.goto(`/editor/news/${list.data[0].id}/`);
    const author = page.getByLabel('Author');
    await author.waitFor();
    await page.locator('[data-live-status="updated"]').waitFor({ timeout: 60_000 });

    const times: number[] = [];
    for (let i = 0; i < edits; i++) {
      const marker = `著者${i}-${Date.now()}`;
      await page.evaluate(() => ((window as unknown as { editAt: number }).editAt = performance.now()));
      await author.fill(marker);
      const shown = await page.waitForFunction(
        (text) => {
          const doc = document.querySelector<HTMLIFrameElement>('iframe[data-live-frame="shown"]')?.contentDocument;
          return doc?.body?.innerText.includes(text) ? performance.now() - (window as unknown as { editAt: number }).editAt : null;
        },
        marker,
        { polling: 'raf', timeout: 30_000 },
      );
      times.push(Math.round((await shown.jsonValue()) as number));
      await page.waitForTimeout(300); // a pause between edits, as an editor's
    }
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    console.log(`edit -> live preview shows it, ${edits} edits (ms): median ${at(0.5)}, p90 ${at(0.9)}, max ${sorted.at(-1)}`);
    console.log(`all: ${times.join(' ')}`);
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
