import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPortal } from '../../portal/boot';
import { checkLogin } from '../../portal/staff/accounts';
import { createDemoEditor, DEMO_EDITOR_EMAIL } from '../../portal/staff/demo-editor';
import type { Store } from '../../portal/store';

/** The demo editor account of `npm run demo`: only when asked, only on the embedded store's first start. */
describe('createDemoEditor', () => {
  let store: Store;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-editor-'));
    store = await openPortal({ dataDir: dir, databaseUrl: '' });
  }, 60_000);
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('does nothing unless DEMO_EDITOR asks, and leaves a PostgreSQL store alone unless asked for any store', async () => {
    expect(await createDemoEditor(store, {})).toBeNull();
    const postgres = { ...store, driver: 'postgres' as const };
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await createDemoEditor(postgres, { DEMO_EDITOR: '1' })).toBeNull();
    expect(await store.query('SELECT 1 FROM staff_users')).toEqual([]);
  });

  it('creates one editor whose printed password signs in, once', async () => {
    const signIn = await createDemoEditor(store, { DEMO_EDITOR: '1' });
    expect(signIn?.email).toBe(DEMO_EDITOR_EMAIL);
    expect(signIn!.password.length).toBeGreaterThanOrEqual(16);
    await expect(checkLogin(store, signIn!.email, signIn!.password)).resolves.toMatchObject({ role: 'editor' });
    expect(await createDemoEditor(store, { DEMO_EDITOR: '1' })).toBeNull();
  });
});
