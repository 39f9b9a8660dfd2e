import { startTestPortal, type TestPortal } from './portal-server';
import { createStaff } from '../../portal/staff/accounts';

/** The sign-in lock is claimed atomically in the store and answers an unknown email exactly like an account. */
let api: TestPortal;
const PASSWORD = 'correct horse battery';
beforeAll(async () => {
  api = await startTestPortal();
}, 120_000);
afterAll(() => api.close());

const call = (_method: 'POST', route: string, body: unknown) => api.post(route, body);

describe('sign-in lockout', () => {
  it('answers an unknown email exactly like an account: 401 four times, then the same 429', async () => {
    const answers = async (email: string) => {
      const out: Array<[number, string, string]> = [];
      for (let i = 1; i <= 6; i++) {
        const res = await call('POST', '/editor/login', { email, password: `wrong ${i}` });
        out.push([res.status, res.body.code, res.body.message]);
      }
      return out;
    };
    await createStaff(api.store, { email: 'exists@example.com', password: PASSWORD, role: 'viewer' });
    const known = await answers('exists@example.com');
    expect(known.map(([status]) => status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(await answers('nobody-here@example.com')).toEqual(known);
  }, 60_000);

  it('lets at most five of many parallel guesses reach the password check', async () => {
    await createStaff(api.store, { email: 'parallel@example.com', password: PASSWORD, role: 'viewer' });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call('POST', '/editor/login', { email: 'parallel@example.com', password: `guess ${i}` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBe(4);
    expect(statuses.filter((s) => s === 429).length).toBe(8);
    expect((await call('POST', '/editor/login', { email: 'parallel@example.com', password: PASSWORD })).status).toBe(429);
  }, 60_000);
});
