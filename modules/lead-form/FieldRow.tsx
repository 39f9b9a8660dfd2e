import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useT, type MessageKey } from '../../i18n';
import type { KeyUnder } from '../../i18n/keys';
import styles from './LeadForm.module.css';

/** What a field shows once the visitor tried to submit or left it: a client or a server message (i18n key or text). */
export function useFieldError(name: string): string | undefined {
  const t = useT();
  const { meta } = useField(name, { subscription: { touched: true, error: true, submitError: true, dirtySinceLastSubmit: true } });
  const error = (meta.submitError && !meta.dirtySinceLastSubmit ? meta.submitError : meta.touched ? meta.error : undefined) as string | undefined;
  return error ? (error.startsWith('forms.') ? t(error as KeyUnder<MessageKey, 'forms'>) : error) : undefined;
}

/** Accessibility wiring of a control: invalid state and the error text linked by aria-describedby. */
export function controlProps(id: string, error: string | undefined, required: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required || undefined,
  } as const;
}

export function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/** Label with the '*' of a required field, the control, and its error. */
export function FieldRow({ id, label, required, error, wide, children }: { id: string; label: string; required: boolean; error?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.row} ${styles.wide}` : styles.row}>
      <label htmlFor={id} className={styles.label}>
        {required ? <span className={styles.star} aria-hidden="true">* </span> : null}
        {label}
      </label>
      {children}
      <ErrorText id={id} error={error} />
    </div>
  );
}
