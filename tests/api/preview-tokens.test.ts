import { startTestPortal, type TestPortal } from './portal-server';
import { createStaff } from '../../portal/staff/accounts';

/** Preview tokens show every draft: only editors and admins mint them, they are short-lived and revocable. */
let api: TestPortal;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  api = await startTestPortal({ STAFF_SECRET: 'preview-tokens-test-secret' });
  for (const role of ['admin', 'editor', 'viewer'] as const) await createStaff(api.store, { email: `${role}@example.com`, password: PASSWORD, role });
}, 120_000);
afterAll(() => api.close());

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${api.baseUrl}/editor/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0];
}

const mint = (cookie: string) => api.post('/editor/preview-token', {}, { cookie });
/** What a preview read answers with the token: 200 while it is valid, 401 once it is not. */
const previewStatus = async (token: string) => (await api.get('/website', { ispreview: 'true', pretoken: token })).status;

it('refuses viewers (403) and gives editors a token of at most 15 minutes', async () => {
  const viewer = await mint(await signIn('viewer@example.com'));
  expect(viewer.status).toBe(403);
  const editor = await mint(await signIn('editor@example.com'));
  expect(editor.status).toBe(200);
  const minutes = (new Date(editor.body.data.expiresAt).getTime() - Date.now()) / 60_000;
  expect(minutes).toBeGreaterThan(10);
  expect(minutes).toBeLessThanOrEqual(15);
  expect(await previewStatus(editor.body.data.token)).toBe(200);
});

it('signing out revokes the tokens that session minted, not those of another session', async () => {
  const first = await signIn('editor@example.com');
  const second = await signIn('editor@example.com');
  const gone = (await mint(first)).body.data.token;
  const kept = (await mint(second)).body.data.token;
  expect((await api.post('/editor/logout', {}, { cookie: first })).status).toBe(200);
  expect(await previewStatus(gone)).toBe(401);
  expect(await previewStatus(kept)).toBe(200);
});

it('an admin revokes one person’s tokens or everyone’s; others cannot', async () => {
  const admin = await signIn('admin@example.com');
  const editorCookie = await signIn('editor@example.com');
  const editors = (await mint(editorCookie)).body.data.token;
  const admins = (await mint(admin)).body.data.token;
  const staffSecret = await api.post('/preview/token', {}, { 'x-staff-secret': 'preview-tokens-test-secret' });
  expect((await api.post('/editor/preview-tokens/revoke', {}, { cookie: editorCookie })).status).toBe(403);
  const one = await api.post('/editor/preview-tokens/revoke', { email: 'editor@example.com' }, { cookie: admin });
  expect(one.status).toBe(200);
  expect(one.body.data.revoked).toBeGreaterThanOrEqual(1);
  expect(await previewStatus(editors)).toBe(401);
  expect(await previewStatus(admins)).toBe(200);
  expect((await api.post('/editor/preview-tokens/revoke', {}, { cookie: admin })).status).toBe(200);
  expect(await previewStatus(admins)).toBe(401);
  expect(staffSecret.status).toBe(200);
  expect(await previewStatus(staffSecret.body.data.token)).toBe(401);
});
