import { createStaff } from '../../portal/staff/accounts';
import { startTestPortal, type TestPortal } from './portal-server';

/** Shared by the API tests that act as staff. */

export const STAFF_PASSWORD = 'correct horse battery';

/** Creates a staff account and signs it in; returns its session cookie ('name=value'). */
export async function staffCookie(api: TestPortal, email: string, role: 'admin' | 'editor' | 'viewer' | 'sales' = 'editor'): Promise<string> {
  await createStaff(api.store, { email, password: STAFF_PASSWORD, role });
  const res = await api.staffCall('POST', '/editor/login', { email, password: STAFF_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return res.setCookie!.split(';')[0];
}

/** A test portal (`env` as startTestPortal takes it) with an editor signed in: its session cookie. */
export async function startWithEditor(email: string, env?: Record<string, string>) {
  const api = await startTestPortal(env);
  return { api, editor: await staffCookie(api, email) };
}

/**
 * A test portal with an editor and a viewer signed in ('<prefix>@example.com', '<prefix>-viewer@example.com'): for the
 * tests that check what each role may do.
 */
export async function startWithEditorAndViewer(prefix: string) {
  const api = await startTestPortal();
  const [editor, viewer] = await Promise.all([staffCookie(api, `${prefix}@example.com`), staffCookie(api, `${prefix}-viewer@example.com`, 'viewer')]);
  return { api, editor, viewer };
}

/** The ISO time `ms` from now (negative: ago), as a schedule's runAt takes it. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Polls `check` every 50 ms until it holds; returns when it first did (ms since the epoch), or throws after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}
