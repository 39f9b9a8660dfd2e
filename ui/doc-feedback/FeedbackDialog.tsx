import * as Dialog from '@radix-ui/react-dialog';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useId, useRef, type RefObject } from 'react';
import { Field, Form } from 'react-final-form';
import { validate } from 'superstruct';
import { userMessage } from '../../api-client/client';
import { ApiFailure } from '../../api-client/errors';
import { newSubmissionKey, sendDocFeedback } from '../../api-client/forms';
import { useT, type MessageKey } from '../../i18n';
import { ModalDialog } from '../shared/ModalDialog';
import { useApi } from '../shared/useApi';
import { DocFeedbackBody, FEEDBACK_TYPES, type FeedbackType } from '../../contract/form-schemas';
import type { DocFeedbackProps } from './DocFeedback';
import styles from './DocFeedback.module.css';

interface Values {
  feedbackType?: FeedbackType[];
  feedbackContent?: string;
}

const MESSAGES: Record<string, MessageKey> = { feedbackType: 'docFeedback.msgType', feedbackContent: 'docFeedback.msgSuggestion' };

export interface FeedbackDialogProps {
  doc: DocFeedbackProps;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The report went in. */
  onDone: () => void;
  /** The 'No' button, which gets focus back when the dialog is dismissed. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The 'not helpful' dialog: problem types and a suggestion, sent as doc feedback. */
export default function FeedbackDialog({ doc, open, onOpenChange, onDone, trigger }: FeedbackDialogProps) {
  const t = useT();
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} trigger={trigger} title={t('docFeedback.dialogTitle')} titleClassName={styles.title} overlayClassName={styles.overlay} contentClassName={styles.dialog}>
      <ProblemReport doc={doc} onDone={onDone} />
    </ModalDialog>
  );
}

function ProblemReport({ doc, onDone }: { doc: DocFeedbackProps; onDone: () => void }) {
  const t = useT();
  const id = useId().replace(/:/g, '');
  const api = useApi();
  const submissionKey = useRef<string | null>(null);

  const check = (values: Values) => {
    const [error] = validate({ ...doc, ...values }, DocFeedbackBody, { coerce: true });
    const errors: Record<string, string> = {};
    for (const failure of error?.failures() ?? []) {
      const field = String(failure.path[0]);
      if (MESSAGES[field]) errors[field] = t(MESSAGES[field]);
    }
    return errors;
  };

  async function onSubmit(values: Values): Promise<SubmissionErrors | void> {
    submissionKey.current ??= newSubmissionKey();
    try {
      await sendDocFeedback(api, { ...doc, feedbackType: values.feedbackType ?? [], feedbackContent: values.feedbackContent ?? '' }, submissionKey.current);
      onDone();
    } catch (error) {
      if (!(error instanceof ApiFailure)) return { [FORM_ERROR]: t('error.somethingWrong') };
      // Nothing was stored on a 4xx answer; after a network or server failure the retry keeps the key.
      if (error.status >= 400 && error.status < 500 && error.status !== 408) submissionKey.current = null;
      const field = error.field?.split('.')[0];
      if (field && MESSAGES[field]) return { [field]: t(MESSAGES[field]) };
      return { [FORM_ERROR]: error.status === 429 ? t('forms.rateLimited') : t('forms.failed', { reason: userMessage(error, t) }) };
    }
  }
  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={check}
      render={({ handleSubmit, submitting, submitError, errors, submitFailed, submitErrors, dirtySinceLastSubmit }) => {
        // Messages only after a submit attempt: showing one when focus merely leaves a checkbox grows the dialog
        // between mouse-down and mouse-up, so the reader's click on the next problem type was lost.
        const shown = (name: string) => (submitFailed ? errors?.[name] : undefined) ?? (!dirtySinceLastSubmit ? submitErrors?.[name] : undefined);
        const typeError = shown('feedbackType');
        const textError = shown('feedbackContent');
        return (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!submitting) void handleSubmit(event);
            }}
          >
            <fieldset className={styles.types} aria-describedby={typeError ? `${id}-type-error` : undefined}>
              <legend className={styles.label}>
                <span className={styles.star} aria-hidden="true">* </span>
                {t('docFeedback.types')}
              </legend>
              {FEEDBACK_TYPES.map((type) => (
                <div key={type} className={styles.check}>
                  <Field name="feedbackType" type="checkbox" value={type} render={({ input }) => <input {...input} id={`${id}-${type}`} />} />
                  <label htmlFor={`${id}-${type}`}>{t(`docFeedback.type.${type}`)}</label>
                </div>
              ))}
              {typeError ? <p id={`${id}-type-error`} className={styles.error}>{typeError}</p> : null}
            </fieldset>
            <label htmlFor={`${id}-text`} className={styles.label}>
              <span className={styles.star} aria-hidden="true">* </span>
              {t('docFeedback.suggestion')}
            </label>
            <Field
              name="feedbackContent"
              render={({ input }) => (
                <textarea {...input} id={`${id}-text`} rows={4} className={styles.text} aria-required aria-invalid={textError ? true : undefined} aria-describedby={textError ? `${id}-text-error` : undefined} />
              )}
            />
            {textError ? <p id={`${id}-text-error`} className={styles.error}>{textError}</p> : null}
            {submitError ? <p role="alert" className={styles.error}>{submitError}</p> : null}
            <div className={styles.actions}>
              <Dialog.Close asChild>
                <button type="button" className={styles.secondary}>{t('docFeedback.cancel')}</button>
              </Dialog.Close>
              <button type="submit" className={styles.primary} disabled={submitting} aria-busy={submitting || undefined}>
                {submitting ? t('docFeedback.submitting') : t('docFeedback.submit')}
              </button>
            </div>
          </form>
        );
      }}
    />
  );
}
