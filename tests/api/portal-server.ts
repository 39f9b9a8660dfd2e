import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { startPortalServer } from '../../portal/server';
import { seededDatabase, seededFolder } from './seeded-template';

/**
 * Starts a real portal API server for a test file: on PostgreSQL when TEST_DATABASE_URL is set
 * (tests/run-all.sh runs the API tests a second time that way), otherwise on a fresh PGlite folder; in a Jest run,
 * either is a copy of a store seeded once for the run when there is one (tests/api/seeded-template.ts). `env` is set
 * before the server starts (limits are read then) and restored when it closes.
 */
export async function startTestPortal(env: Record<string, string> = {}) {
  const savedEnv = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  const server = process.env.TEST_DATABASE_URL || undefined;
  // On a PostgreSQL server each test file gets its own fresh database, so files running in parallel never share rows.
  const database = server ? await createDatabase(server) : undefined;
  const dataDir = server ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const template = dataDir ? await seededFolder() : undefined;
  if (dataDir && template) fs.cpSync(template, dataDir, { recursive: true });
  const portal = await startPortalServer({ databaseUrl: database?.url, dataDir });
  const send = async (method: string, route: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${portal.baseUrl}${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: string; message: string; data: any };
    return { status: response.status, body: envelope, setCookie: response.headers.get('set-cookie') };
  };
  const call = async (method: string, route: string, body?: unknown, headers?: Record<string, string>) => {
    const { status, body: envelope } = await send(method, route, body, headers);
    return { status, body: envelope };
  };
  return {
    ...portal,
    /** The test's own PostgreSQL database (unset on PGlite), for tests that open a second store on it. */
    databaseUrl: database?.url,
    get: (route: string, headers?: Record<string, string>) => call('GET', route, undefined, headers),
    post: (route: string, body?: unknown, headers?: Record<string, string>) => call('POST', route, body, headers),
    /** A call with a staff session's cookie (when given): status, envelope and Set-Cookie. */
    staffCall: (method: string, route: string, body?: unknown, cookie?: string, headers: Record<string, string> = {}) =>
      send(method, route, body, { ...(cookie ? { cookie } : {}), ...headers }),
    async close() {
      await portal.close();
      for (const [name, value] of Object.entries(savedEnv)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
export type TestPortal = Awaited<ReturnType<typeof startTestPortal>>;

/** Creates a database on the server of `serverUrl`: a copy of the seeded template, or empty (the portal then migrates and seeds it on start). */
async function createDatabase(serverUrl: string) {
  const { Client } = (await import('pg')).default;
  const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const urlOf = (database: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const template = await seededDatabase(admin, urlOf);
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return { url: urlOf(name), drop: () => admin(`DROP DATABASE IF EXISTS ${name}`) };
}
