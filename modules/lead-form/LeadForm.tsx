import Router from 'next/router';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useId, useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import type { Infer } from 'superstruct';
import { userMessage } from '../../api-client/client';
import { ApiFailure } from '../../api-client/errors';
import { addForm, newSubmissionKey } from '../../api-client/forms';
import { localePath, useLocale, useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import Section from '../../ui/shared/Section';
import { useApi } from '../../ui/shared/useApi';
import Captcha, { type CaptchaHandle } from './Captcha';
import type { LeadFormDetails } from './schema';
import type { FieldName } from '../../contract/form-fields';
import { FORMS } from '../../contract/forms';
import LeadField from './LeadField';
import type { LeadFormData } from './load.server';
import { detailOf, messageFor, validateLead, type LeadValues } from './validate';
import styles from './LeadForm.module.css';

type Props = ModuleProps<Infer<typeof LeadFormDetails>, LeadFormData | null>;

/**
 * A lead form (free trial, contact, partner application…) that never loses a lead: validated with the server's schema,
 * one submission at a time, every typed value kept on failure, retries under the same idempotency key, then the form's
 * thank-you page.
 */
export default function LeadForm({ details, data }: Props) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const definition = FORMS[details.form];
  const formId = useId().replace(/:/g, '');
  const fieldId = (name: string) => `${formId}-${name}`;
  const captcha = useRef<CaptchaHandle>(null);
  // The key of the submission being attempted; dropped only when the server definitely stored nothing.
  const submissionKey = useRef<string | null>(null);
  const [started, setStarted] = useState(false);
  const [sent, setSent] = useState(false);

  const focusFirstInvalid = (errors: Record<string, unknown> | undefined) => {
    const order: string[] = [...definition.fields.map(([name]) => name), 'verifyCode'];
    const first = order.find((name) => errors?.[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  async function onSubmit(values: LeadValues): Promise<SubmissionErrors | void> {
    submissionKey.current ??= newSubmissionKey();
    const ticket = await captcha.current?.ticket();
    // No captcha could be fetched (the captcha says so): sent without one, it would be refused as a wrong code.
    if (captcha.current && !ticket) return { [FORM_ERROR]: t('forms.captcha.unavailable') };
    const body = { code: details.form, detail: detailOf(details.form, values), pictureType: ticket?.pictureType ?? '', verifyCode: values.verifyCode ?? '', proof: ticket?.proof, url: values.url || undefined };
    try {
      await addForm(api, body, submissionKey.current);
    } catch (error) {
      return failureErrors(error, values);
    }
    // Stored: the form stays locked, and the thank-you page is reached even if client-side navigation fails.
    setSent(true);
    const thankYou = localePath(locale, definition.thankYou);
    await Router.push(thankYou).catch(() => window.location.assign(thankYou));
  }

  function failureErrors(error: unknown, values: LeadValues): SubmissionErrors {
    if (!(error instanceof ApiFailure)) return { [FORM_ERROR]: t('forms.failed', { reason: t('error.somethingWrong') }) };
    // A 4xx answer means the server stored nothing: the next attempt is a new submission. Timeouts, 429 (a
    // retry of a stored submission may meet the limit) and network or server failures keep the key, so the
    // retry cannot store it twice.
    if (error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) submissionKey.current = null;
    const field = error.field?.replace(/^detail\./, '').split('.')[0];
    let errors: SubmissionErrors;
    if (field === 'verifyCode' || field === 'pictureType' || field === 'proof' || field === 'url') {
      captcha.current?.refresh('refused');
      errors = { verifyCode: t('forms.msg.verifyCodeWrong') };
    } else if (field && definition.fields.some(([name]) => name === field)) {
      errors = { [field]: t(`forms.msg.${messageFor(details.form, field as FieldName, values[field as FieldName])}`) };
    } else if (error.status === 429) {
      errors = { [FORM_ERROR]: t('forms.rateLimited') };
    } else {
      errors = { [FORM_ERROR]: t('forms.failed', { reason: userMessage(error, t) }) };
    }
    queueMicrotask(() => focusFirstInvalid(errors as Record<string, unknown>));
    return errors;
  }

  return (
    <Section title={details.title || t(`forms.title.${details.form}`)} intro={details.intro}>
      {definition.note ? <p className={styles.note}>{t(`forms.note.${definition.note}`)}</p> : null}
      <p className={styles.required}>{t('forms.requiredNote')}</p>
      <Form<LeadValues>
        onSubmit={onSubmit}
        validate={(values) => validateLead(details.form, values)}
        render={({ handleSubmit, submitting, submitError, form }) => (
          <form
            noValidate
            className={styles.form}
            data-form={details.form}
            onFocus={() => setStarted(true)}
            onSubmit={(event) => {
              event.preventDefault();
              setStarted(true);
              if (submitting || sent) return; // one submission at a time, none after success
              void handleSubmit(event);
              const state = form.getState();
              if (state.hasValidationErrors) focusFirstInvalid(state.errors);
            }}
          >
            <div className={styles.grid}>
              {definition.fields.map(([name, need]) => (
                <LeadField key={name} name={name} id={fieldId(name)} required={need === 'required'} options={data?.options ?? {}} countries={data?.countries ?? []} />
              ))}
              <Captcha id={fieldId('verifyCode')} active={started} handle={captcha} />
            </div>
            <div className={styles.honeypot} aria-hidden="true">
              <label htmlFor={fieldId('url')}>{t('forms.honeypot')}</label>
              <Field name="url" component="input" id={fieldId('url')} tabIndex={-1} autoComplete="off" />
            </div>
            {submitError ? <p role="alert" className={styles.formError}>{submitError}</p> : null}
            <button type="submit" className={styles.submit} disabled={submitting || sent} aria-busy={submitting || undefined}>
              {submitting || sent ? t('forms.submitting') : t('forms.submit')}
            </button>
          </form>
        )}
      />
    </Section>
  );
}
