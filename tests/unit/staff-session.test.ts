import type { IncomingMessage } from 'node:http';
import { sessionCookie } from '../../portal/staff/session';
import { hashPassword, verifyPassword } from '../../portal/staff/password';

const request = (encrypted: boolean, headers: Record<string, string> = {}) => ({ socket: { encrypted }, headers }) as unknown as IncomingMessage;

describe('staff session cookie', () => {
  afterEach(() => delete process.env.TRUST_PROXY);

  it('is Secure over https, and not over plain http', () => {
    expect(sessionCookie(request(true), 'v', 60)).toBe('edn_staff=v; Path=/api/portal/v1/editor; Max-Age=60; HttpOnly; SameSite=Strict; Secure');
    expect(sessionCookie(request(false), 'v', 60)).not.toContain('Secure');
  });

  it('trusts X-Forwarded-Proto only behind a configured proxy', () => {
    expect(sessionCookie(request(false, { 'x-forwarded-proto': 'https' }), 'v', 60)).not.toContain('Secure');
    process.env.TRUST_PROXY = '1';
    expect(sessionCookie(request(false, { 'x-forwarded-proto': 'https' }), 'v', 60)).toContain('; Secure');
  });
});

describe('staff passwords', () => {
  it('are stored as salted scrypt hashes that only the right password matches', async () => {
    const [a, b] = await Promise.all([hashPassword('a long passphrase'), hashPassword('a long passphrase')]);
    expect(a).not.toBe(b);
    expect(a).not.toContain('a long passphrase');
    expect(await verifyPassword('a long passphrase', a)).toBe(true);
    expect(await verifyPassword('a long passphrase!', a)).toBe(false);
    expect(await verifyPassword('a long passphrase', 'md5$abc')).toBe(false);
  });
});
