import { randomBytes } from 'node:crypto';
import type { Store } from '../store';
import { createStaff } from './accounts';
import { config } from '../../config';

export const DEMO_EDITOR_EMAIL = 'demo-editor@edgenova.example';

export interface DemoSignIn {
  email: string;
  password: string;
}

/**
 * `npm run demo` (DEMO_EDITOR=1): on the first start of an embedded store with no staff account yet, create an editor
 * account with a fresh random password so that a newcomer can sign in to the editor at once. A PostgreSQL store is
 * left alone (a real deployment) unless DEMO_EDITOR=any-store asks for it explicitly.
 */
export async function createDemoEditor(store: Store, env: { DEMO_EDITOR?: string } = config()): Promise<DemoSignIn | null> {
  const mode = env.DEMO_EDITOR;
  if (mode !== '1' && mode !== 'any-store') return null;
  if (store.driver !== 'pglite' && mode !== 'any-store') {
    console.log('[portal] DEMO_EDITOR ignored: the store is PostgreSQL (set DEMO_EDITOR=any-store to create the demo editor there)');
    return null;
  }
  const [{ n }] = await store.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_users');
  if (n > 0) return null;
  const password = randomBytes(12).toString('base64url');
  await createStaff(store, { email: DEMO_EDITOR_EMAIL, password, role: 'editor', name: 'Demo editor' });
  return { email: DEMO_EDITOR_EMAIL, password };
}

/** The lines `npm run demo` prints once the site listens: where the editor is and how to sign in. */
export function demoSignInMessage(origin: string, signIn: DemoSignIn): string {
  return [
    `demo editor: ${origin}/editor/`,
    `  sign in as ${signIn.email} with password ${signIn.password}`,
    '  (created on this first start of the embedded store and shown only now: note it, or delete the store directory, .data/pglite or PGLITE_DIR, to start afresh)',
  ].join('\n');
}
