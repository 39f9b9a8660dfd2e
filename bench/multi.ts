/**
 * `npm run bench:multi` (after `npm run build`): the several-instances figures, on loopback.
 *   1. uncached renders/s (SITE_CACHE=off: every request rendered from PostgreSQL) with WEB_CONCURRENCY=1 and =2;
 *   2. cached pages through Varnish (deploy/varnish/default.vcl) and the same HTML from nginx, and the ratio.
 * Ports: CLUSTER_PORTS (as tests/cluster), NGINX_PORT (3179), PG_TEST_PORT. BENCH_SECONDS per run (default 10).
 * Uncached renders take UNCACHED_CONNECTIONS connections (default 10: more only queue behind the render queue and
 * time out); Varnish and nginx alternate twice per page and the better run of each counts, as other load on the
 * machine comes and goes (the load average is recorded with the figures).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure, type LoadFigures } from './load';
import { startNginx } from './nginx';
import { PORT_A, startInstance, startPostgres, startVarnish, tempDir, waitFor, waitHealthy } from '../tests/cluster/support';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = ['/ja/', '/blog/', '/ko/blog/'];
const UNCACHED_CONNECTIONS = Number(process.env.UNCACHED_CONNECTIONS ?? 10);
const better = (a: LoadFigures, b: LoadFigures) => (b.rps > a.rps ? b : a);
const line = (label: string, f: LoadFigures) => console.log(`${label.padEnd(34)} ${JSON.stringify(f)}`);

async function main() {
  const pg = await startPostgres();
  const results: Record<string, unknown> = { date: new Date().toISOString(), seconds, cores: os.availableParallelism(), loadAverageAtStart: os.loadavg() };
  try {
    const databaseUrl = await pg.database('bench_multi');
    for (const workers of [1, 2]) {
      const site = startInstance(PORT_A, { DATABASE_URL: databaseUrl, SITE_CACHE: 'off', WEB_CONCURRENCY: String(workers) });
      await waitFor(`${site.origin}/healthz`, 180_000, site);
      for (const page of PAGES) {
        const figures = await measure(`${site.origin}${page}`, seconds, UNCACHED_CONNECTIONS, 30);
        results[`uncached ${workers}w ${page}`] = figures;
        line(`uncached, ${workers} worker(s) ${page}`, figures);
      }
      await site.stop();
    }

    const site = startInstance(PORT_A, { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '1' });
    await waitFor(`${site.origin}/healthz`, 180_000, site);
    const varnish = await startVarnish([PORT_A]);
    await waitHealthy(varnish, 1);
    const html: Record<string, string> = {};
    for (const page of PAGES) html[page] = await (await fetch(`${varnish.origin}${page}`)).text();
    const nginx = await startNginx(tempDir('bench-nginx-'), Number(process.env.NGINX_PORT ?? 3179), html);
    try {
      for (const page of PAGES) {
        let viaVarnish = await measure(`${varnish.origin}${page}`, seconds);
        let viaNginx = await measure(`${nginx.url}${page}`, seconds);
        viaVarnish = better(viaVarnish, await measure(`${varnish.origin}${page}`, seconds));
        viaNginx = better(viaNginx, await measure(`${nginx.url}${page}`, seconds));
        const ratio = Math.round((viaVarnish.rps / viaNginx.rps) * 100);
        results[`varnish ${page}`] = { varnish: viaVarnish, nginx: viaNginx, ratio };
        line(`varnish ${page}`, viaVarnish);
        line(`nginx ${page}`, viaNginx);
        console.log(`varnish/nginx ${page}: ${ratio}%`);
      }
    } finally {
      await nginx.stop();
      varnish.stop();
      await site.stop();
    }
  } finally {
    pg.stop();
  }
  const out = path.join(__dirname, 'out');
  fs.mkdirSync(out, { recursive: true });
  results.loadAverageAtEnd = os.loadavg();
  fs.writeFileSync(path.join(out, 'multi.json'), JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
