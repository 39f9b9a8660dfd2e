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
    await settle();
    const [row] = await store.query<{ count: number }>(`SELECT count FROM rate_windows WHERE key LIKE 'shared-test%|1.2.3.4'`);
    expect(row.count).toBe(4);
    // The next window starts from zero everywhere.
    expect(b.take('1.2.3.4', now + 60_000)).toBe(true);
  });

  it('many requests at once reach the store as a few statements, and the counts add up exactly', async () => {
    const statements: string[] = [];
    useSharedRateLimits({ query: (sql, params) => (statements.push(sql), store.query(sql, params)) });
    const a = new RateLimiter(1_000, 60_000, 'batch-test');
    const b = new RateLimiter(1_000, 60_000, 'batch-test');
    const now = Math.floor(Date.now() / 60_000) * 60_000 + 3_600_000 + 1;
    for (let i = 0; i < 300; i++) a.take(`10.0.0.${i % 3}`, now);
    for (let i = 0; i < 200; i++) b.take('10.0.0.0', now);
    await settle();
    expect(statements.filter((s) => s.includes('INSERT INTO rate_windows')).length).toBeLessThanOrEqual(2);
    const rows = await store.query<{ key: string; count: number }>(`SELECT key, count FROM rate_windows WHERE key LIKE 'batch-test|%' ORDER BY key`);
    expect(rows).toEqual([
      { key: 'batch-test|10.0.0.0', count: 300 },
      { key: 'batch-test|10.0.0.1', count: 100 },
      { key: 'batch-test|10.0.0.2', count: 100 },
    ]);
    // A third instance's limiter (limit 300) sees the 300 the other two counted: its own second request is refused.
    const c = new RateLimiter(300, 60_000, 'batch-test');
    c.take('10.0.0.0', now);
    await settle();
    expect(c.take('10.0.0.0', now)).toBe(false);
  });
});
