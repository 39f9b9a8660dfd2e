import { array, dynamic, enums, object, optional, pattern, refine, size, string, trimmed, type Struct } from 'superstruct';
import { fieldStruct, line, text } from './form-fields';
import { FORM_NAMES, FORMS, type FormName } from './forms';

/**
 * Request schemas of the write API: contact, investment contact, collect message, form add and
 * document feedback. The browser forms validate with the same structs before sending.
 */

/** The details of one lead form: exactly its fields, each required or optional as the form says. */
export function leadFormDetail(form: FormName): Struct<Record<string, unknown>, any> {
  return object(Object.fromEntries(FORMS[form].fields.map(([name, need]) => [name, fieldStruct(name, need === 'required')])));
}

/**
 * Captcha fields sent by every captcha-protected write: the issued captcha id, the text the visitor read (empty for a
 * non-visual captcha), the browser's proof of work, and the honeypot `url` that people never see and bots fill in.
 */
const captcha = {
  pictureType: pattern(string(), /^[A-Za-z0-9_-]{8,64}$/),
  verifyCode: trimmed(size(string(), 0, 12)),
  proof: optional(size(string(), 1, 8000)),
  url: optional(size(string(), 0, 500)),
};

/** POST /form/add: `detail` is checked against the form named by `code`, so its errors name e.g. 'detail.email'. */
export const FormAddBody = object({
  code: enums(FORM_NAMES),
  detail: dynamic((_detail, ctx) => {
    const code = (ctx.branch[0] as { code?: unknown })?.code;
    return (FORM_NAMES as readonly unknown[]).includes(code) ? leadFormDetail(code as FormName) : object();
  }),
  ...captcha,
});

export const ContactBody = object({ type: line(50).value(true), content: text(5000)(true), ...captcha });

export const InvestmentContactBody = object({
  type: line(50).value(true),
  companyName: line(200).value(true),
  name: line(100).value(true),
  mobile: fieldStruct('phone', true),
  email: fieldStruct('email', true),
  telephone: fieldStruct('phone', false),
  visitorCount: optional(size(trimmed(string()), 0, 50)),
  remark: optional(text(5000)(false)),
  ...captcha,
});

export const CollectMessageBody = object({
  name: line(100).value(true),
  phone: fieldStruct('phone', true),
  company: line(200).value(true),
  addressUrl: fieldStruct('website', false),
  tenantCode: optional(pattern(string(), /^[A-Za-z0-9_-]{0,64}$/)),
  ...captcha,
});

export const BELONG_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** Problem types of a documentation article, multi-select. */
export const FEEDBACK_TYPES = ['content-error', 'outdated', 'link-error', 'missing-example', 'too-simple', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const DocFeedbackBody = object({
  pageCode: size(string(), 1, 200),
  docName: size(string(), 0, 300),
  docUrl: size(string(), 0, 2048),
  feedbackType: refine(size(array(enums(FEEDBACK_TYPES)), 1, FEEDBACK_TYPES.length), 'unique', (list) => new Set(list).size === list.length),
  feedbackContent: text(5000)(true),
});
