import crypto from 'node:crypto';
import type { StaffRole } from '../../contract/api-types';
import { staffCookie } from './staff-support';
import type { TestPortal } from './portal-server';
import { solveProof } from '../support/captcha-proof';

/** Creates a staff account of `role` (a random address unless given) and returns a Cookie header of its session. */
export const roleCookie = (api: TestPortal, role: StaffRole, email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`) =>
  staffCookie(api, email, role);

export const person = (email: string) => ({ firstName: 'Ada', lastName: 'Lovelace', email, company: 'Analytical Engines Ltd', country: 'United Kingdom', industry: '7C', jobTitle: 'CTO', agreement: true });

/**
 * Submits a contact-form lead through the public API (captcha answer read from its table, proof of work solved as the
 * browser does); returns the key and id.
 */
export async function submitLead(api: TestPortal, email: string, form = 'contact', extra: Record<string, unknown> = {}) {
  const { body } = await api.get('/captcha');
  const [row] = await api.store.query<{ answer: string }>('SELECT answer FROM captchas WHERE id = $1', [body.data.pictureType]);
  const key = `lead-${crypto.randomUUID()}`;
  const detail = form === 'free-trial' ? { ...person(email), products: ['cdn'], ...extra } : { ...person(email), ...extra };
  const res = await api.post('/form/add', { code: form, detail, pictureType: body.data.pictureType, verifyCode: row.answer, proof: await solveProof(body.data.challenge) }, { 'idempotency-key': key });
  if (res.status !== 200) throw new Error(`submit failed: ${res.status} ${res.body.message}`);
  return { key, id: res.body.data.submissionId as number };
}

/** Points a form's webhook at url through the admin API; returns the API's answer. */
export const setWebhook = (api: TestPortal, cookie: string, form: string, webhookUrl: string, emailTo = '') =>
  api.post(`/editor/lead-forms/${form}`, { webhookUrl, emailTo }, { cookie });

export const outbox = (api: TestPortal, submissionId: number) =>
  api.store.query<{ channel: string; state: string; attempts: number; last_error: string }>('SELECT channel, state, attempts, last_error FROM lead_outbox WHERE submission_id = $1 ORDER BY channel', [submissionId]);
