import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPortal } from '../../portal/boot';
import { RateLimiter, useSharedRateLimits } from '../../portal/rate-limit';
import { secretValue } from '../../portal/secrets';
import type { Store } from '../../portal/store';

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('state shared through the store', () => {
  let store: Store;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-state-'));

  beforeAll(async () => {
    delete process.env.PREVIEW_SECRET;
    delete process.env.STAFF_SESSION_SECRET;
    store = await openPortal({ dataDir: dir });
  }, 180_000);

  afterAll(async () => {
    useSharedRateLimits(null);
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('secrets not in the environment are generated once and kept, so another instance signs alike', async () => {
    const rows = await store.query<{ name: string; value: string }>('SELECT name, value FROM app_secrets ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(['captcha-proof', 'customer-session', 'preview', 'staff-session']);
    expect(secretValue('preview')).toBe(rows[2].value);
    expect(rows[2].value).toMatch(/^[0-9a-f]{64}$/);
    process.env.PREVIEW_SECRET = 'from-the-environment';
    expect(secretValue('preview')).toBe('from-the-environment');
    delete process.env.PREVIEW_SECRET;
  });

  it('two limiters of the same name (two instances) share one count per window', async () => {
    const a = new RateLimiter(3, 60_000, 'shared-test');
    const b = new RateLimiter(3, 60_000, 'shared-test');
    // A window an hour ahead, well inside one window (expired windows are pruned from the store).
    const now = Math.floor(Date.now() / 60_000) * 60_000 + 3_600_000 + 1;
    expect([a.take('1.2.3.4', now), a.take('1.2.3.4', now)]).toEqual([true, true]);
    await settle();
    // b counted nothing itself, but the store holds a's two.
    expect(b.take('1.2.3.4', now)).toBe(true);
    await settle();
    expect(b.take('1.2.3.4', now)).toBe(false);
    expect(a.take('5.6.7.8', now)).toBe(true);
    const [row] = await store.query<{ count: number }>(`SELECT count FROM rate_windows WHERE key LIKE 'shared-test%|1.2.3.4'`);
    expect(row.count).toBe(4);
    // The next window starts from zero everywhere.
    expect(b.take('1.2.3.4', now + 60_000)).toBe(true);
  });
});
