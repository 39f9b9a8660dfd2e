import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productionServer } from '../support/server-command';

/**
 * Pieces of the several-instances test: a throwaway PostgreSQL (tests/postgres.sh), site instances of the production
 * build, and Varnish with deploy/varnish/default.vcl in front of them, all on loopback.
 */
export const root = path.resolve(__dirname, '../..');
const ports = (process.env.CLUSTER_PORTS ?? '3171,3172,3176,3177').split(',').map(Number);
export const PORT_A = ports[0];
export const PORT_B = ports[1];
export const VARNISH_PORT = ports[2];
const VARNISH_ADMIN = ports[3];

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export interface Postgres {
  url: string;
  /** A new empty database on the same server. */
  database(name: string): Promise<string>;
  stop(): void;
}

export async function startPostgres(): Promise<Postgres> {
  const started = execFileSync(path.join(root, 'tests/postgres.sh'), { env: { ...process.env, PG_TEST_PORT: process.env.PG_TEST_PORT ?? '54337' } }).toString().trim();
  const dir = started.split(' ')[0];
  const url = started.slice(dir.length + 1);
  const { Client } = (await import('pg')).default;
  return {
    url,
    async database(name) {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return url.replace(/\/[^/]*$/, `/${name}`);
    },
    stop: () => execFileSync(path.join(root, 'tests/postgres.sh'), ['stop', dir]),
  };
}

export interface Instance {
  port: number;
  origin: string;
  child: ChildProcess;
  log: () => string;
  /** SIGTERM: resolves with the exit code once the process has drained and exited. */
  stop(): Promise<number | null>;
  kill(): Promise<void>;
}

/** Starts one instance of the production build (node with tsx, no npx: start-up time is measured). */
export function startInstance(port: number, env: Record<string, string>): Instance {
  let log = '';
  const [command, args] = productionServer();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), WEB_CONCURRENCY: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log = (log + d).slice(-40_000)));
  child.stderr?.on('data', (d) => (log = (log + d).slice(-40_000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    child,
    log: () => log,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Polls url until it answers status 200 (any body); returns the milliseconds it took. */
export async function waitFor(url: string, timeoutMs: number, instance?: Instance): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (instance && instance.child.exitCode !== null) throw new Error(`instance exited (${instance.child.exitCode}):\n${instance.log()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then((r) => r.status === 200, () => false);
    if (ok) return Date.now() - started;
    await sleep(25);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms${instance ? `:\n${instance.log()}` : ''}`);
}

export interface Varnish {
  origin: string;
  stop(): void;
  /** The backends as Varnish's health probes see them. */
  backends(): string;
  /** Varnish's log of every request it answered with 5xx so far, and each health probe's result: why a request failed. */
  failures(): string;
}

/** Varnish with the repository's VCL and a backends.vcl naming the given loopback ports. */
export async function startVarnish(backendPorts: number[]): Promise<Varnish> {
  const dir = tempDir('varnish-');
  const names = backendPorts.map((_, i) => `site_${i}`);
  fs.writeFileSync(
    path.join(dir, 'backends.vcl'),
    // A busy instance may answer a probe late: only several misses in a row take it out.
    `probe site_health { .url = "/healthz"; .interval = 300ms; .timeout = 3s; .window = 5; .threshold = 3; .initial = 3; }
${backendPorts.map((port, i) => `backend ${names[i]} { .host = "127.0.0.1"; .port = "${port}"; .probe = site_health; .connect_timeout = 1s; .first_byte_timeout = 60s; }`).join('\n')}
sub vcl_init {
  new origin = directors.round_robin();
${names.map((n) => `  origin.add_backend(${n});`).join('\n')}
}
`,
  );
  const workdir = path.join(dir, 'work');
  const args = ['-n', workdir, '-a', `127.0.0.1:${VARNISH_PORT}`, '-T', `127.0.0.1:${VARNISH_ADMIN}`, '-f', path.join(root, 'deploy/varnish/default.vcl'), '-p', `vcl_path=${dir}:${path.join(root, 'deploy/varnish')}`, '-s', 'malloc,128m', '-p', 'thread_pool_min=50'];
  execFileSync('varnishd', args, { stdio: 'pipe' });
  const origin = `http://127.0.0.1:${VARNISH_PORT}`;
  const failureLog = path.join(dir, 'failures.log');
  const failureOut = fs.openSync(failureLog, 'a');
  const loggers = [
    spawn('varnishlog', ['-n', workdir, '-g', 'request', '-q', 'RespStatus >= 500'], { stdio: ['ignore', failureOut, 'ignore'] }),
    spawn('varnishlog', ['-n', workdir, '-g', 'raw', '-i', 'Backend_health'], { stdio: ['ignore', failureOut, 'ignore'] }),
  ];
  fs.closeSync(failureOut);
  return {
    origin,
    backends: () => execFileSync('varnishadm', ['-n', workdir, 'backend.list']).toString(),
    failures: () => fs.readFileSync(failureLog, 'utf8'),
    stop() {
      for (const logger of loggers) logger.kill();
      const pid = Number(fs.readFileSync(path.join(workdir, '_.pid'), 'utf8'));
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
      setTimeout(() => fs.rmSync(dir, { recursive: true, force: true }), 500).unref();
    },
  };
}

/** Waits until Varnish's probes see every listed backend healthy. */
export async function waitHealthy(varnish: Varnish, count: number, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    // Only the instances' own lines: the director's line (boot.origin) says healthy as soon as one of them is.
    const healthy = varnish.backends().split('\n').filter((l) => /^\S*\bsite_\d+\s.*\bhealthy\b/i.test(l)).length;
    if (healthy >= count) return;
    await sleep(100);
  }
  throw new Error(`Varnish backends not healthy:\n${varnish.backends()}`);
}
