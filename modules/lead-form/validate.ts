import { validate } from 'superstruct';
import type { MessageKey as TextKey } from '../../i18n';
import { FIELDS, type FieldName, type MessageKey } from '../../contract/form-fields';
import { FORMS, type FormName } from '../../contract/forms';
import { leadFormDetail } from '../../contract/form-schemas';

export type LeadValues = Partial<Record<FieldName, unknown>> & { verifyCode?: string; captchaMode?: 'visual' | 'non-visual'; url?: string };

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);

/** The message a field shows for its value: empty choices 'Please select', empty text 'Please input', else the field's own. */
export function messageFor(form: FormName, name: FieldName, value: unknown): MessageKey {
  const spec = FIELDS[name];
  if (spec.kind === 'agreement') return FORMS[form].agreementMessage;
  if (isEmpty(value) || (typeof value === 'string' && value.trim() === '')) return spec.message === 'select' ? 'select' : 'input';
  return spec.message;
}

/** The form's fields out of the final-form values (the captcha travels beside them, not inside the detail). */
export function detailOf(form: FormName, values: LeadValues): Record<string, unknown> {
  const detail: Record<string, unknown> = {};
  for (const [name] of FORMS[form].fields) if (values[name] !== undefined) detail[name] = values[name];
  return detail;
}

/**
 * Client-side check with the server's own schema (contract/form-schemas.ts): every failing field maps to the
 * i18n key of its message; the captcha must be filled in too, unless the visitor chose its non-visual kind.
 */
export function validateLead(form: FormName, values: LeadValues): Record<string, TextKey> {
  const errors: Record<string, TextKey> = {};
  const [error] = validate(detailOf(form, values), leadFormDetail(form), { coerce: true });
  for (const failure of error?.failures() ?? []) {
    const name = String(failure.path[0]) as FieldName;
    if (name in FIELDS && !errors[name]) errors[name] = `forms.msg.${messageFor(form, name, values[name])}`;
  }
  if (values.captchaMode !== 'non-visual' && !values.verifyCode?.trim()) errors.verifyCode = 'forms.msg.verifyCode';
  return errors;
}
