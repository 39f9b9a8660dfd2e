import strings from '../../i18n/strings/forms';
import { LOCALES } from '../../contract/locales';
import { FIELDS } from '../../contract/form-fields';
import { FORM_NAMES, FORMS } from '../../contract/forms';
import { FEEDBACK_TYPES } from '../../contract/form-schemas';

/** Every form string exists in all four languages, with the same placeholders, and covers every field and message. */

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value as object).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
}
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

it('has the same keys and placeholders in en, cn, ja and ko, none empty', () => {
  const en = flatten(strings.en);
  for (const locale of LOCALES) {
    const own = flatten(strings[locale]);
    expect(Object.keys(own).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(own)) {
      expect(text.trim()).not.toBe('');
      expect([key, placeholders(text)]).toEqual([key, placeholders(en[key])]);
    }
  }
});

it('labels every field, names every form and problem type, and words every message a form can show', () => {
  const en = flatten(strings.en);
  for (const name of [...Object.keys(FIELDS), 'verifyCode']) expect(en[`forms.label.${name}`]).toBeDefined();
  for (const form of FORM_NAMES) {
    expect(en[`forms.title.${form}`]).toBeDefined();
    const note = FORMS[form].note;
    if (note) expect(en[`forms.note.${note}`]).toBeDefined();
    expect(en[`forms.msg.${FORMS[form].agreementMessage}`]).toBeDefined();
  }
  for (const spec of Object.values(FIELDS)) expect(en[`forms.msg.${spec.message}`]).toBeDefined();
  for (const type of FEEDBACK_TYPES) expect(en[`docFeedback.type.${type}`]).toBeDefined();
});

it('uses the spec wording in English', () => {
  expect(strings.en.forms).toMatchObject({
    requiredNote: 'Fields with * are required',
    msg: { input: 'Please input', select: 'Please select', email: 'Please input a valid email address', agreement: 'Please tick the agreement', agreementCheck: 'Please check the agreement', confirmTerms: 'please confirm the terms' },
    note: { freeTrial: '14-day free trial, no credit card needed' },
  });
  expect(strings.en.docFeedback).toMatchObject({ question: 'Was this helpful?', msgType: 'Please select at least one problem type', msgSuggestion: 'Please leave your valuable suggestion', submitted: 'submitted, thanks' });
});
