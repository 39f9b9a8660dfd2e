import { expect, test } from './support/test';
import { startSite, tempDir, type RunningSite } from './support/site';

/**
 * `npm run demo` (DEMO_EDITOR=1) on a fresh embedded store prints the editor's address and a sign-in; a newcomer
 * who copies them reaches the editor. A second start on the same store prints no new password.
 */
test.describe('demo editor account', () => {
  test.describe.configure({ mode: 'serial' });
  const dir = tempDir('demo-editor-');
  let site: RunningSite | undefined;

  test.afterEach(async () => {
    await site?.stop();
    site = undefined;
  });

  test('first start prints the editor address and a sign-in that works', async ({ request, page }) => {
    test.setTimeout(180_000);
    site = await startSite({ PGLITE_DIR: dir, DEMO_EDITOR: '1', STAFF_BOOTSTRAP_EMAIL: '', STAFF_BOOTSTRAP_PASSWORD: '' });
    await expect.poll(() => site!.output()).toContain('sign in as');
    const printed = /demo editor: (\S+)\n\s+sign in as (\S+) with password (\S+)/.exec(site.output());
    expect(printed, site.output()).not.toBeNull();
    const [, editorUrl, email, password] = printed!;
    expect(editorUrl).toBe(`${site.origin}/editor/`);

    const login = await request.post(`${site.origin}/api/portal/v1/editor/login`, { data: { email, password } });
    expect(login.status()).toBe(200);
    const me = await request.get(`${site.origin}/api/portal/v1/editor/me`);
    expect(me.status()).toBe(200);
    expect(JSON.stringify(await me.json())).toContain(email);
    expect((await request.post(`${site.origin}/api/portal/v1/editor/login`, { data: { email, password: `${password}x` } })).status()).toBe(401);

    // The printed address is the editor itself, not a 404.
    expect((await page.goto(editorUrl))?.status()).toBe(200);
  });

  test('a second start on the same store creates no second account and prints no password', async () => {
    test.setTimeout(120_000);
    site = await startSite({ PGLITE_DIR: dir, DEMO_EDITOR: '1', STAFF_BOOTSTRAP_EMAIL: '', STAFF_BOOTSTRAP_PASSWORD: '' });
    await expect.poll(() => site!.output()).toContain('site ready');
    expect(site.output()).not.toContain('sign in as');
  });
});
