import autocannon from 'autocannon';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * Requests/s and latency percentiles of one URL at `connections` concurrent keep-alive connections, after a short
 * warm-up (fills caches, JIT). autocannon: an npm HTTP load generator with HDR latency histograms (wrk is not
 * installed on this machine; autocannon needs nothing beyond npm).
 */
export async function measure(url: string, seconds: number, connections = 50, timeoutSeconds = 10): Promise<LoadFigures> {
  await autocannon({ url, connections, duration: Math.min(2, seconds), timeout: timeoutSeconds });
  const r = await autocannon({ url, connections, duration: seconds, timeout: timeoutSeconds });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}
