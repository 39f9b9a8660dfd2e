import crypto from 'node:crypto';
import type { Queryable } from './store';
import { config } from '../config';

/** Signing secrets and the environment variable that sets each; unset ones are generated once and kept in the store. */
const SECRETS = { preview: 'PREVIEW_SECRET', 'staff-session': 'STAFF_SESSION_SECRET', 'captcha-proof': 'CAPTCHA_PROOF_SECRET', 'customer-session': 'CUSTOMER_SESSION_SECRET' } as const;
export type SecretName = keyof typeof SECRETS;

// On globalThis: the copy of this module that Next's bundle loads must see what the server loaded.
const KEY = Symbol.for('edgenova.sharedSecrets');
const loaded: Map<SecretName, string> = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map()) as Map<SecretName, string>;
const fallback = new Map<SecretName, string>();

/** Reads (creating when missing) every secret the environment does not set. The first instance to start writes them. */
export async function loadSecrets(q: Queryable): Promise<void> {
  for (const name of Object.keys(SECRETS) as SecretName[]) {
    if (config()[SECRETS[name]]) continue;
    await q.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, crypto.randomBytes(32).toString('hex')]);
    const [row] = await q.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
    loaded.set(name, row.value);
  }
}

/**
 * The secret's value: the environment's, else the store's, else (no store opened in this process, e.g. a unit test)
 * one random per process.
 */
export function secretValue(name: SecretName): string {
  const fromEnv = config()[SECRETS[name]];
  if (fromEnv) return fromEnv;
  const stored = loaded.get(name);
  if (stored) return stored;
  if (!fallback.has(name)) fallback.set(name, crypto.randomBytes(32).toString('hex'));
  return fallback.get(name)!;
}
