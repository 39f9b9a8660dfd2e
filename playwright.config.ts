import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { productionServer } from './tests/support/server-command';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The Builder content API stand-in (tests/support/builder-standin.ts) that the site asks for pages the portal lacks. */
export const builderStandinPort = Number(process.env.BUILDER_STANDIN_PORT ?? 3159);

/** Browser tests drive Debian's Chromium against the production build on a fresh PGlite store. */
export default defineConfig({
  testDir: './tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  // Assertions wait up to 10 s: on a busy 2-core CI host (the demo editor test starts a whole second site meanwhile)
  // the page editor, or a page reloaded after a login, took over 5 s to show now and then. These tests assert what
  // pages do, not how fast (npm run bench measures that).
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // V8's optimising compilers (TurboFan, Maglev) off: a test's documents live for seconds, too short for optimised
      // code to pay back compiling it on a 2-core machine. The crawl's 120 pages took 120 s with them off, 159 s on.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--js-flags=--no-opt,--no-maglev'],
    },
  },
  webServer: [{
    // The compiled server `npm run build` writes and `npm start` runs (tests/support/server-command.ts).
    command: productionServer().flat().map((part) => JSON.stringify(part)).join(' '),
    url: `${baseURL}/api/portal/v1/website`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      PGLITE_DIR: path.join(os.tmpdir(), `e2e-pglite-${process.pid}-${Date.now()}`),
      STAFF_SECRET: 'e2e-staff-secret',
      PREVIEW_SECRET: 'e2e-preview-secret',
      // The API explorer tests sign in as a customer through the local development login (portal/routes/customer.ts).
      DEV_LOGIN: '1',
      // Every browser test comes from one IP: lift the per-IP write and captcha limits (tests/api/forms.test.ts covers them).
      FORM_RATE_LIMIT: '1000',
      CAPTCHA_RATE_LIMIT: '1000',
      // A hundredth of the proof-of-work's counter range: the non-visual proof's full range is up to 500,000 Web
      // Crypto hashes, one awaited at a time; even a tenth of it took over a minute on a loaded CI machine now and
      // then. The browser tests show the proof is solved and sent; tests/api/forms.test.ts checks the ranges.
      CAPTCHA_PROOF_SCALE: '0.01',
      // The editor tests sign in as this admin, created on first start of the fresh store (portal/staff/accounts.ts).
      STAFF_BOOTSTRAP_EMAIL: 'e2e-admin@example.com',
      STAFF_BOOTSTRAP_PASSWORD: 'e2e-admin-password',
      // Builder pages (tests/e2e/builder.spec.ts) come from the stand-in below; other specs' paths all have portal
      // pages, so only their 404s also ask it (and it answers with no entry).
      BUILDER_PUBLIC_KEY: 'e2e-builder-key',
      BUILDER_API_HOST: `http://127.0.0.1:${builderStandinPort}`,
      BUILDER_API_TIMEOUT_MS: '2000',
      // The leads inbox test delivers to a local http receiver, with quick retries and a short road to dead-letter.
      WEBHOOK_ALLOW_LOOPBACK: '1',
      LEAD_DELIVERY_POLL_MS: '200',
      LEAD_RETRY_BASE_MS: '200',
      LEAD_DELIVERY_MAX_ATTEMPTS: '2',
      // Scheduled publishes (tests/e2e/editor-calendar.spec.ts) go live within half a second of their time.
      SCHEDULE_POLL_MS: '500',
    },
  }, {
    command: 'npx tsx tests/support/builder-standin.ts',
    url: `http://127.0.0.1:${builderStandinPort}/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: { BUILDER_STANDIN_PORT: String(builderStandinPort) },
  }],
});
