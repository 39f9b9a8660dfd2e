import http from 'node:http';
import { FAULTS, RECORDED_ENTRIES } from './builder-content';

/**
 * A local stand-in for Builder's content API (GET /api/v3/content/page), serving recorded entries by their URL and
 * locale targeting. Certain paths misbehave (FAULTS): 500, garbage JSON, no answer, connection reset.
 * Run: `tsx tests/support/builder-standin.ts` (port BUILDER_STANDIN_PORT, default 3159).
 */
export function startBuilderStandin(port: number, host = '127.0.0.1'): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    if (url.pathname === '/health') return void res.end('ok');
    if (url.pathname !== '/api/v3/content/page' || !url.searchParams.get('apiKey')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return void res.end('{"message":"not found"}');
    }
    const urlPath = url.searchParams.get('userAttributes.urlPath') ?? '';
    const locale = url.searchParams.get('userAttributes.locale') ?? '';
    switch (FAULTS[urlPath]) {
      case 'status500':
        res.writeHead(500, { 'content-type': 'application/json' });
        return void res.end('{"message":"internal error"}');
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end('{"results": [ {"data": ');
      case 'slow':
        return void setTimeout(() => res.end('{"results":[]}'), 30_000).unref();
      case 'reset':
        return void req.socket.destroy();
    }
    const targets = (entry: (typeof RECORDED_ENTRIES)[number], property: string, value: string) =>
      entry.query.some((q) => q.property === property && q.value === value);
    const results = RECORDED_ENTRIES.filter((e) => targets(e, 'urlPath', urlPath) && targets(e, 'locale', locale));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ results: results.slice(0, Number(url.searchParams.get('limit') ?? 1) || 1) }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (require.main === module) {
  const port = Number(process.env.BUILDER_STANDIN_PORT ?? 3159);
  startBuilderStandin(port).then(() => console.log(`builder stand-in on http://127.0.0.1:${port}/`));
}
