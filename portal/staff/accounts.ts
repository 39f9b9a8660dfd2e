import { ApiError, CODE } from '../http';
import type { Queryable } from '../store';
import { decoyHash, hashPassword, verifyPassword } from './password';

export const ROLES = ['admin', 'editor', 'viewer', 'sales'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that may see visitors' personal data (the leads inbox, GET /submissions with a session). */
export const LEAD_ROLES: readonly Role[] = ['admin', 'sales'];
/** Failed sign-ins in a row that lock an account, and for how long. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;
export const MIN_PASSWORD_LENGTH = 10;

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: Role;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

export async function createStaff(q: Queryable, input: { email: string; password: string; role: Role; name?: string }): Promise<StaffUser> {
  const email = normalEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw ApiError.badInput('email', 'is not an email address');
  if (input.password.length < MIN_PASSWORD_LENGTH) throw ApiError.badInput('password', `needs at least ${MIN_PASSWORD_LENGTH} characters`);
  const existing = await q.query('SELECT 1 FROM staff_users WHERE email = $1', [email]);
  if (existing.length) throw new ApiError(409, CODE.BAD_REQUEST, `a staff account for ${email} already exists`, 'email');
  const rows = await q.query<StaffUser>(
    'INSERT INTO staff_users (email, name, role, password_hash) VALUES ($1, $2, $3, $4) RETURNING id, email, name, role',
    [email, input.name ?? '', input.role, await hashPassword(input.password)],
  );
  return rows[0];
}

interface UserRow extends StaffUser {
  password_hash: string;
  failed_logins: number;
  locked_until: Date | string | null;
}

/**
 * Checks a sign-in. Wrong email and wrong password get the same 401; the fifth failure in a row locks the
 * account for LOCKOUT_MINUTES, and a locked account is refused (429) even with the right password.
 */
export async function checkLogin(q: Queryable, emailInput: string, password: string): Promise<StaffUser> {
  const email = normalEmail(emailInput);
  const user = (await q.query<UserRow>('SELECT * FROM staff_users WHERE email = $1', [email]))[0];
  const wrong = new ApiError(401, CODE.UNAUTHORIZED, 'email or password is wrong');
  if (!user) {
    await verifyPassword(password, await decoyHash());
    throw wrong;
  }
  if (user.locked_until && new Date(user.locked_until).getTime() > Date.now()) throw lockedError(new Date(user.locked_until));
  if (!(await verifyPassword(password, user.password_hash))) {
    const rows = await q.query<{ locked_until: Date | string | null }>(
      `UPDATE staff_users SET
         failed_logins = CASE WHEN failed_logins + 1 >= $2 THEN 0 ELSE failed_logins + 1 END,
         locked_until = CASE WHEN failed_logins + 1 >= $2 THEN now() + make_interval(mins => $3) ELSE NULL END
       WHERE id = $1 RETURNING locked_until`,
      [user.id, MAX_FAILED_LOGINS, LOCKOUT_MINUTES],
    );
    if (rows[0]?.locked_until) throw lockedError(new Date(rows[0].locked_until));
    throw wrong;
  }
  await q.query('UPDATE staff_users SET failed_logins = 0, locked_until = NULL WHERE id = $1', [user.id]);
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

function lockedError(until: Date): ApiError {
  return new ApiError(429, CODE.RATE_LIMITED, `too many failed sign-ins; this account is locked until ${until.toISOString()}`);
}

/**
 * First-start convenience for demos and browser tests: when STAFF_BOOTSTRAP_EMAIL and STAFF_BOOTSTRAP_PASSWORD
 * are set and no staff account exists yet, create that admin. Does nothing once any account exists.
 */
export async function bootstrapAdmin(q: Queryable, env = process.env): Promise<StaffUser | null> {
  const email = env.STAFF_BOOTSTRAP_EMAIL;
  const password = env.STAFF_BOOTSTRAP_PASSWORD;
  if (!email || !password) return null;
  const [{ n }] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_users');
  if (n > 0) return null;
  return createStaff(q, { email, password, role: 'admin', name: 'Administrator' });
}
