import { ApiError, CODE } from '../http';
import type { Queryable } from '../store';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { config } from '../../config';

import type { StaffRole, StaffUser } from '../../contract/api-types';
export type { StaffUser };
/** Roles that may see visitors' personal data (the leads inbox, GET /submissions with a session). */
export const LEAD_ROLES: readonly StaffRole[] = ['admin', 'sales'];
/** Failed sign-ins in a row that lock an account, and for how long. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;
export const MIN_PASSWORD_LENGTH = 10;

const normalEmail = (email: string) => email.trim().toLowerCase();

export async function createStaff(q: Queryable, input: { email: string; password: string; role: StaffRole; name?: string }): Promise<StaffUser> {
  const email = normalEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw ApiError.badInput('email', 'is not an email address');
  if (input.password.length < MIN_PASSWORD_LENGTH) throw ApiError.badInput('password', `needs at least ${MIN_PASSWORD_LENGTH} characters`);
  // One statement, so two creations of one email at once give one account and a 409, not a duplicate-key failure.
  const rows = await q.query<StaffUser>(
    'INSERT INTO staff_users (email, name, role, password_hash) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING RETURNING id, email, name, role',
    [email, input.name ?? '', input.role, await hashPassword(input.password)],
  );
  if (!rows.length) throw new ApiError(409, CODE.BAD_REQUEST, `a staff account for ${email} already exists`, 'email');
  return rows[0];
}

interface UserRow extends StaffUser {
  password_hash: string;
}

/**
 * Claims one sign-in attempt for an email, atomically (one upsert): returns how many attempts in a row it is,
 * counting this one. Past the lock time the count starts again.
 */
async function claimAttempt(q: Queryable, email: string): Promise<number> {
  const [row] = await q.query<{ failures: number }>(
    `INSERT INTO login_attempts AS a (email, failures, locked_until) VALUES ($1, 1, NULL)
     ON CONFLICT (email) DO UPDATE SET
       failures = CASE WHEN a.locked_until <= now() THEN 1 ELSE a.failures + 1 END,
       locked_until = CASE
         WHEN a.locked_until <= now() THEN NULL
         WHEN a.failures + 1 >= $2 THEN coalesce(a.locked_until, now() + make_interval(mins => $3))
         ELSE a.locked_until END,
       last_at = now()
     RETURNING failures`,
    [email, MAX_FAILED_LOGINS, LOCKOUT_MINUTES],
  );
  return row.failures;
}

/**
 * Checks a sign-in. Attempts are counted per email whether or not an account has it: wrong email and wrong
 * password get the same 401, and the fifth failure in a row locks the email for LOCKOUT_MINUTES with the same 429
 * for an account and for an unknown email, even with the right password. Attempts past the fifth are refused
 * before any password check, so parallel guesses cannot slip past the lock.
 */
export async function checkLogin(q: Queryable, emailInput: string, password: string): Promise<StaffUser> {
  const email = normalEmail(emailInput);
  const attempt = await claimAttempt(q, email);
  if (attempt > MAX_FAILED_LOGINS) throw lockedError();
  const user = (await q.query<UserRow>('SELECT id, email, name, role, password_hash FROM staff_users WHERE email = $1', [email]))[0];
  const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
  if (!user || !valid) throw attempt === MAX_FAILED_LOGINS ? lockedError() : new ApiError(401, CODE.UNAUTHORIZED, 'email or password is wrong');
  await q.query('DELETE FROM login_attempts WHERE email = $1 OR last_at < now() - interval \'1 day\'', [email]);
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

function lockedError(): ApiError {
  return new ApiError(429, CODE.RATE_LIMITED, `too many failed sign-ins for this email; it is locked for ${LOCKOUT_MINUTES} minutes`);
}

/**
 * First-start convenience for demos and browser tests: when STAFF_BOOTSTRAP_EMAIL and STAFF_BOOTSTRAP_PASSWORD
 * are set and no staff account exists yet, create that admin. Does nothing once any account exists.
 */
export async function bootstrapAdmin(q: Queryable, env: { STAFF_BOOTSTRAP_EMAIL?: string; STAFF_BOOTSTRAP_PASSWORD?: string } = config()): Promise<StaffUser | null> {
  const email = env.STAFF_BOOTSTRAP_EMAIL;
  const password = env.STAFF_BOOTSTRAP_PASSWORD;
  if (!email || !password) return null;
  const [{ n }] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_users');
  if (n > 0) return null;
  return createStaff(q, { email, password, role: 'admin', name: 'Administrator' });
}
