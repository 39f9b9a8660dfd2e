import { useEffect, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { useT } from '../i18n';
import { shownError } from './field-errors';
import styles from './Editor.module.css';

/** Marks text that is not JSON yet, so that validation can name it instead of losing what was typed. */
export interface InvalidJson {
  __invalidJson: string;
}
export const isInvalidJson = (value: unknown): value is InvalidJson => Boolean(value && typeof value === 'object' && '__invalidJson' in value);

/** JSON text for shapes the form generator does not know; parsed on every change and validated like any field. */
export default function JsonField({ name, label, rows = 6 }: { name: string; label: string; rows?: number }) {
  const t = useT();
  const { input, meta } = useField(name, { validate: (value) => (isInvalidJson(value) ? t('editor.field.invalidJson') : undefined) });
  const show = (value: unknown) => (isInvalidJson(value) ? value.__invalidJson : value === undefined ? '' : JSON.stringify(value, null, 2));
  const [text, setText] = useState(() => show(input.value));
  const last = useRef<unknown>(input.value);
  // Another control (hide/show, reload) changed the value: show the new value instead of stale text.
  useEffect(() => {
    if (input.value !== last.current) {
      last.current = input.value;
      setText(show(input.value));
    }
  }, [input.value]);
  const id = `f-${name.replace(/[^\w-]/g, '-')}`;
  const error = shownError(meta, t);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        className={styles.code}
        value={text}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          let value: unknown;
          try {
            value = next.trim() === '' ? undefined : JSON.parse(next);
          } catch {
            value = { __invalidJson: next };
          }
          last.current = value;
          input.onChange(value);
        }}
      />
      {error ? <p id={`${id}-error`} className={styles.error}>{error}</p> : null}
    </div>
  );
}
