import os from 'node:os';
import type { Store } from '../portal/store';

/**
 * How much a PDF export delays other requests (issue 13: one export of hostile HTML held /robots.txt for 5.7 s).
 * /robots.txt is asked one request at a time, first alone and then while long articles (6,000 list items each, each
 * a new version so the PDF cache cannot answer) are exported one after another, with the slow-regex payload as the
 * client's `content`. The figure is the extra latency of /robots.txt during exports, p99 and worst case against the
 * same figure alone (so the machine's own noise counts on both sides): target under 100 ms. The load average is
 * printed beside it: on a shared, busy machine the worst case is mostly waiting for a core.
 */
export interface PdfStallFigures {
  exports: number;
  exportMs: number[];
  exportStatuses: number[];
  aloneMs: { p50: number; p99: number; max: number };
  duringMs: { p50: number; p99: number; max: number };
  delayMs: { p99: number; max: number };
  loadAverage: number;
}

const LONG_ARTICLE = (n: number) => `<h2>Long article ${n}</h2><ol>${'<li>An ordinary list item of a long article</li>'.repeat(6_000)}</ol>`;
const HOSTILE_CONTENT = `<a${'b'.repeat(59_000)}`;

/** Gives `count` public English documents a long article each; answers their ids (for prepareStore). */
export async function prepareLongArticles(store: Store, count: number): Promise<number[]> {
  const rows = await store.query<{ id: number }>(
    `SELECT id FROM doc_nodes WHERE lang = 'EN_US' AND type = 'DOCUMENT' AND NOT coalesce((data->>'loginRequired')::boolean, false) ORDER BY id LIMIT $1`,
    [count],
  );
  for (const { id } of rows) await store.query(`UPDATE doc_nodes SET content = $2 WHERE id = $1 AND lang = 'EN_US'`, [id, LONG_ARTICLE(id)]);
  return rows.map((r) => r.id);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)), max: Math.round(sorted[sorted.length - 1] ?? 0) };
};

async function probe(origin: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${origin}/robots.txt`);
  await response.arrayBuffer();
  return performance.now() - start;
}

/** Probes /robots.txt back to back until `until` settles; answers each probe's latency. */
async function probeUntil(origin: string, until: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void until.finally(() => (settled = true));
  const ms: number[] = [];
  while (!settled) {
    ms.push(await probe(origin));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return ms;
}

export async function pdfStall(origin: string, docIds: number[]): Promise<PdfStallFigures> {
  for (let i = 0; i < 5; i++) await probe(origin); // warm-up
  const alone = await probeUntil(origin, new Promise((resolve) => setTimeout(resolve, 3_000)));
  const exportMs: number[] = [];
  const exportStatuses: number[] = [];
  const exportAll = (async () => {
    for (const id of docIds) {
      const start = performance.now();
      const response = await fetch(`${origin}/api/portal/v1/help-doc/document/pdf/${id}?lang=EN_US`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: HOSTILE_CONTENT }),
      });
      await response.arrayBuffer();
      exportMs.push(Math.round(performance.now() - start));
      exportStatuses.push(response.status);
    }
  })();
  const during = await probeUntil(origin, exportAll);
  await exportAll;
  const aloneMs = summary(alone);
  const duringMs = summary(during);
  const delayMs = { p99: Math.max(0, duringMs.p99 - aloneMs.p99), max: Math.max(0, duringMs.max - aloneMs.max) };
  return { exports: docIds.length, exportMs, exportStatuses, aloneMs, duringMs, delayMs, loadAverage: os.loadavg()[0] };
}

export function printPdfStall(f: PdfStallFigures) {
  console.log('\n## PDF export vs other requests (/robots.txt latency, ms)\n');
  console.log(`exports: ${f.exports} long articles, ${f.exportMs.join(' / ')} ms, statuses ${f.exportStatuses.join(' ')}`);
  console.log(`/robots.txt alone:          p50 ${f.aloneMs.p50}  p99 ${f.aloneMs.p99}  max ${f.aloneMs.max}`);
  console.log(`/robots.txt during exports: p50 ${f.duringMs.p50}  p99 ${f.duringMs.p99}  max ${f.duringMs.max}`);
  console.log(`delay caused by PDF export: p99 +${f.delayMs.p99} ms, worst case +${f.delayMs.max} ms (target < 100 ms; load average ${f.loadAverage.toFixed(1)})`);
}
