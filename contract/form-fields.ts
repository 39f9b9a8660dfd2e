import { array, literal, optional, pattern, refine, size, string, trimmed, type Struct } from 'superstruct';

/**
 * Every field a lead form can ask for: how it is validated and how it is shown.
 * Schemas built from this table run in the browser (react-final-form) and on the server (portal/routes/forms.ts).
 */
export type FieldKind = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select' | 'products' | 'country' | 'region' | 'agreement';

/** Which message a failed field shows (keys of i18n/strings/forms.ts `forms.msg`). */
export type MessageKey = 'input' | 'plain' | 'select' | 'email' | 'phone' | 'website' | 'agreement' | 'agreementCheck' | 'confirmTerms';

export interface FieldSpec {
  kind: FieldKind;
  /** The dicts category (GET /dicts/{category}) that lists a select's options. */
  dict?: string;
  /** Message for an empty or malformed value. */
  message: MessageKey;
  /** The value's validator when the field is filled in; required fields must also be non-empty. */
  value: (required: boolean) => Struct<any, any>;
  /** Longest typed value, also the input's maxlength so the browser never lets a visitor exceed it. */
  maxLength?: number;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
const PHONE = /^\+?[0-9][0-9 ()\-.]{4,29}$/;
const TELEGRAM = /^@[A-Za-z0-9_]{5,32}$/;
const WEBSITE = /^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]{2,}$/i;
const CODE = /^[A-Za-z0-9][A-Za-z0-9_.+\-]{0,63}$/;

// Markup brackets and control characters have no place in a name, company, title or place.
const NOT_PLAIN = /[<>\u0000-\u001f\u007f]/;

/** A trimmed string of at most `max` characters; required means at least one character. */
export const text = (max: number) => (required: boolean) => trimmed(size(string(), required ? 1 : 0, max));
/** Free text (comments, addresses): stored exactly as typed, never interpreted. */
const free = (max: number) => ({ maxLength: max, value: text(max) });
/** One line of plain text. */
export const line = (max: number) => ({ maxLength: max, value: (required: boolean) => refine(text(max)(required), 'plainText', (v: string) => !NOT_PLAIN.test(v)) });
/** A value of a fixed format (email, phone, website); optional ones may stay empty. */
const matching = (max: number, name: string, test: (v: string) => boolean) => ({
  maxLength: max,
  value: (required: boolean) => refine(text(max)(required), name, (v: string) => (!required && v === '') || test(v)),
});
const code = () => (required: boolean) => (required ? pattern(string(), CODE) : refine(string(), 'code', (v) => v === '' || CODE.test(v)));

export const FIELDS = {
  firstName: { kind: 'text', message: 'plain', ...line(100) },
  lastName: { kind: 'text', message: 'plain', ...line(100) },
  company: { kind: 'text', message: 'plain', ...line(200) },
  email: { kind: 'email', message: 'email', ...matching(254, 'email', (v) => EMAIL.test(v)) },
  phone: { kind: 'tel', message: 'phone', ...matching(30, 'phone', (v) => PHONE.test(v)) },
  /** The phone/telegram variant: a phone number or a Telegram handle (@name). */
  phoneOrTelegram: { kind: 'tel', message: 'phone', ...matching(33, 'phoneOrTelegram', (v) => PHONE.test(v) || TELEGRAM.test(v)) },
  country: { kind: 'country', message: 'select', ...line(100) },
  region: { kind: 'region', message: 'select', ...line(100) },
  industry: { kind: 'select', dict: 'industry', message: 'select', value: code() },
  website: { kind: 'url', message: 'website', ...matching(300, 'website', (v) => WEBSITE.test(v)) },
  jobTitle: { kind: 'text', message: 'plain', ...line(100) },
  annualRevenue: { kind: 'select', dict: 'annualRevenue', message: 'select', value: code() },
  employees: { kind: 'select', dict: 'employees', message: 'select', value: code() },
  salesReps: { kind: 'select', dict: 'salesReps', message: 'select', value: code() },
  partnerType: { kind: 'select', dict: 'partnerType', message: 'select', value: code() },
  partnerTier: { kind: 'select', dict: 'partnerTier', message: 'select', value: code() },
  businessModel: { kind: 'textarea', message: 'input', ...free(1000) },
  products: { kind: 'products', dict: 'productInterest', message: 'select', value: (r) => size(array(pattern(string(), CODE)), r ? 1 : 0, 40) },
  businessAddress: { kind: 'textarea', message: 'input', ...free(500) },
  comments: { kind: 'textarea', message: 'input', ...free(5000) },
  agreement: { kind: 'agreement', message: 'agreement', value: () => literal(true) },
} satisfies Record<string, FieldSpec>;

export type FieldName = keyof typeof FIELDS;

/** Optional fields also accept "absent"; the browser leaves empty inputs out of the values. */
export function fieldStruct(name: FieldName, required: boolean): Struct<any, any> {
  const struct = (FIELDS[name] as FieldSpec).value(required);
  return required ? struct : optional(struct);
}
