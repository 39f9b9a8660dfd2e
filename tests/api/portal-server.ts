import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { startPortalServer } from '../../portal/server';

/**
 * Starts a real portal API server for a test file: on PostgreSQL when TEST_DATABASE_URL is set
 * (tests/run-all.sh runs the API tests a second time that way), otherwise on a fresh PGlite folder.
 */
export async function startTestPortal() {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const portal = await startPortalServer({ databaseUrl, dataDir });
  if (databaseUrl) {
    // A shared server database: start each file from the seed.
    const { applySeed } = await import('../../portal/seed');
    await applySeed(portal.store);
  }
  const call = async (method: string, route: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${portal.baseUrl}${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { code: string; message: string; data: any } };
  };
  return {
    ...portal,
    get: (route: string, headers?: Record<string, string>) => call('GET', route, undefined, headers),
    post: (route: string, body?: unknown, headers?: Record<string, string>) => call('POST', route, body, headers),
    async close() {
      await portal.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestPortal = Awaited<ReturnType<typeof startTestPortal>>;
