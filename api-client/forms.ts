import type { Challenge } from 'altcha-lib';
import type { ApiClient } from './client';
import type { FormName } from '../contract/forms';
import type { FeedbackType } from '../contract/form-schemas';
import type { DictOption } from '../contract/api-types';
export type { DictOption };

/** Typed calls of the forms: option lists, captcha and the writes. */

export interface Country {
  code: string;
  name: string;
}
/** A proof-of-work challenge (altcha-lib): solved in the browser, sent back as `proof`. */
export type ProofChallenge = Challenge;
export interface Captcha {
  /** The captcha's id, sent back as pictureType. */
  pictureType: string;
  /** PNG data URL showing the text the visitor types as verifyCode; empty for a non-visual captcha. */
  image: string;
  challenge: ProofChallenge;
}
export interface SubmissionResult {
  submissionId: number;
  receivedAt: string;
}
export type CaptchaAnswer = {
  pictureType: string;
  /** Empty for a non-visual captcha. */
  verifyCode: string;
  /** The solved challenge. */
  proof?: string;
  /** The honeypot: people never see it, so it stays empty. */
  url?: string;
};
export type CaptchaMode = 'visual' | 'non-visual';

export const getDict = (api: ApiClient, category: string) => api.get<DictOption[]>(`/dicts/${encodeURIComponent(category)}`, undefined, { silent: true });
/** common/getCountries */
export const getCountries = (api: ApiClient) => api.post<Country[]>('/country/list', {}, { silent: true });
export const getRegions = (api: ApiClient, countryName: string) => api.get<string[]>('/get-region', { countryName }, { silent: true });
export const getCaptcha = (api: ApiClient, mode: CaptchaMode = 'visual') =>
  api.get<Captcha>('/captcha', mode === 'visual' ? undefined : { mode }, { silent: true });

/** Writes carry the submission's idempotency key: a retry with the same key is stored once and answered alike. */
const once = (key: string) => ({ silent: true, headers: { 'idempotency-key': key } });

export const addForm = (api: ApiClient, body: { code: FormName; detail: Record<string, unknown> } & CaptchaAnswer, key: string) =>
  api.post<SubmissionResult>('/form/add', body, once(key));

export const sendDocFeedback = (
  api: ApiClient,
  body: { pageCode: string; docName: string; docUrl: string; feedbackType: FeedbackType[]; feedbackContent: string },
  key: string,
) => api.post<SubmissionResult>('/document/feedback', body, once(key));

/** A fresh idempotency key for one submission (kept across its retries). */
export const newSubmissionKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
