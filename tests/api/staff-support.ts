import { createStaff } from '../../portal/staff/accounts';
import type { StaffRole } from '../../contract/api-types';
import { startTestPortal, type TestPortal } from './portal-server';

/** Shared by the API tests that act as staff. */

export const STAFF_PASSWORD = 'correct horse battery';

/** Signs in an account made with STAFF_PASSWORD; returns its session cookie ('name=value'). */
export async function signIn(api: TestPortal, email: string): Promise<string> {
  const res = await api.staffCall('POST', '/editor/login', { email, password: STAFF_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return res.setCookie!.split(';')[0];
}

/** Creates a staff account and signs it in; returns its session cookie ('name=value'). */
export async function staffCookie(api: TestPortal, email: string, role: StaffRole = 'editor'): Promise<string> {
  await createStaff(api.store, { email, password: STAFF_PASSWORD, role });
  return signIn(api, email);
}

/** A test portal with these staff accounts (email: role, password STAFF_PASSWORD), none signed in yet. */
export async function startWithStaff(accounts: Record<string, StaffRole>) {
  const api = await startTestPortal();
  for (const [email, role] of Object.entries(accounts)) await createStaff(api.store, { email, password: STAFF_PASSWORD, role });
  return api;
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

/**
 * For a test file whose tests act as an editor: starts a portal with `start` (startWithEditor or
 * startWithEditorAndViewer) before them and closes it after them. The returned object takes what `start` returned once
 * beforeAll has run, so read its fields inside tests; `call` sends as the editor unless given another cookie.
 */
export function portalForFile<Started extends { api: TestPortal; editor: string }>(start: () => Promise<Started>) {
  const staff = {
    call: (method: string, route: string, body?: unknown, cookie = staff.editor) => staff.api.staffCall(method, route, body, cookie),
  } as Started & { call: (method: string, route: string, body?: unknown, cookie?: string) => ReturnType<TestPortal['staffCall']> };
  beforeAll(async () => {
    Object.assign(staff, await start());
  }, 60_000);
  afterAll(() => staff.api.close());
  return staff;
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
