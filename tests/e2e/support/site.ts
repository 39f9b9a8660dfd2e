import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openPortal } from '../../../portal/boot';
import type { Store } from '../../../portal/store';
import { productionServer } from '../../support/server-command';

/**
 * A site process of its own for tests that need content no other test should see (an XSS corpus, hostile link
 * mappings) or a portal API they can stop and slow down. Runs the production build of NEXT_DIST_DIR on loopback.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Temporary folders (stores, saved pages), removed when the process that made them exits. */
const made = new Set<string>();
process.once('exit', () => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.add(dir);
  return dir;
}

/** Creates (migrates, seeds) a PGlite store in dir, lets prepare write to it, and closes it for the site to open. */
export async function prepareStore(dir: string, prepare: (store: Store) => Promise<void>): Promise<void> {
  const store = await openPortal({ dataDir: dir });
  try {
    await prepare(store);
  } finally {
    await store.close();
  }
}

export interface RunningSite {
  origin: string;
  port: number;
  /** The process group of the site. */
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the production server (tests/support/server-command.ts) with env; resolves once it answers /robots.txt (which
 * needs no API). options.cwd runs another checkout (the bench's baseline build), options.port a fixed port instead of
 * a free one, options.nodeArgs are node's own flags (those NODE_OPTIONS refuses, such as --cpu-prof).
 */
export async function startSite(env: Record<string, string>, options: { cwd?: string; port?: number; nodeArgs?: string[] } = {}): Promise<RunningSite> {
  const port = options.port ?? (await freePort());
  let log = '';
  const [command, args] = productionServer({ cwd: options.cwd, distDir: env.NEXT_DIST_DIR, nodeArgs: options.nodeArgs });
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd ?? path.resolve(__dirname, '../../..'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so that stop() ends it with whatever it started
  });
  child.stdout?.on('data', (d) => (log = (log + d).slice(-20_000)));
  child.stderr?.on('data', (d) => (log = (log + d).slice(-20_000)));
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGTERM');
    });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`site exited early:\n${log}`);
    const up = await fetch(`${origin}/robots.txt`).then((r) => r.ok, () => false);
    if (up) return { origin, port, pid: child.pid!, output: () => log, stop };
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`site did not start in 90 s:\n${log}`);
}

/** What a test does to the portal API in front of the site: pass calls through, refuse connections, or hold them. */
export type ApiMode = 'up' | 'down' | 'slow';

/**
 * A loopback stand-in for a separately deployed portal API (PORTAL_API_URL): forwards to a real portal, and can be
 * stopped (connections refused), restarted on the same port, or made slower than the site's API timeout.
 */
export async function startControllableApi(target: string, slowMs: number) {
  const port = await freePort();
  const upstream = new URL(target);
  let mode: ApiMode = 'up';
  // No pooled upstream connections: they would keep the real portal's server.close() waiting.
  const agent = new http.Agent({ keepAlive: false });
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const forward = () => {
      const proxied = http.request(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers, agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      proxied.on('error', () => res.destroy());
      req.pipe(proxied);
    };
    if (mode !== 'slow') return forward();
    const held = setTimeout(() => !req.destroyed && forward(), slowMs);
    req.on('close', () => clearTimeout(held));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  return {
    url: `http://127.0.0.1:${port}/api/portal/v1`,
    async set(next: ApiMode) {
      if (next === 'down' && mode !== 'down') {
        const closed = new Promise((resolve) => server.close(resolve));
        for (const s of sockets) s.destroy();
        await closed;
      } else if (next !== 'down' && mode === 'down') {
        await listen();
      }
      mode = next;
    },
    async close() {
      for (const s of sockets) s.destroy();
      if (mode !== 'down') await new Promise((resolve) => server.close(resolve));
    },
  };
}
