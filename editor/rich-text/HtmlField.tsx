import { getIn } from 'final-form';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Field, useForm, type FieldInputProps } from 'react-final-form';
import { useT } from '../../i18n';
import { shownError } from '../field-errors';
import styles from '../Editor.module.css';
import type { RichTextFieldProps } from './RichTextField';
import { useOpening } from './use-opening';

/** Lexical loads with the first HTML field an editor opens, never with a site page. */
const RichTextField = dynamic(() => import('./RichTextField'), { ssr: false, loading: () => <Loading /> });

function Loading() {
  const t = useT();
  return <p aria-busy="true">{t('richTextEditor.loading')}</p>;
}

type BoxProps = Omit<RichTextFieldProps, 'value' | 'onChange' | 'onBlur'> & { name: string; input: FieldInputProps<string> };

/**
 * The rich-text editor of one field. It opens with the form's value, not the field's first render's: react-final-form
 * gives a field that has not registered yet the value in initialValues, and the module list is kept out of those
 * (editor-form.ts), so a box opening at once (its code already loaded, as after a save) would open empty.
 */
function RichTextBox({ name, input, ...props }: BoxProps) {
  const form = useForm();
  const value = getIn(form.getState().values as object, name);
  const opening = useOpening(typeof value === 'string' ? value : '');
  return (
    <RichTextField
      key={opening.key}
      {...props}
      value={opening.value}
      onChange={(html) => {
        opening.sent(html);
        input.onChange(html);
      }}
      onBlur={() => input.onBlur()}
    />
  );
}

/**
 * A field of CMS HTML (a schema field made with contract/html-field.ts): the rich-text editor, or the HTML as text
 * with "Edit HTML" pressed. HTML the editor would rewrite (markup it does not keep) opens as text, so that nothing
 * is simplified unless the editor chooses to.
 */
export default function HtmlField({ name, label, id, optional }: { name: string; label: string; id: string; optional: boolean }) {
  const t = useT();
  const [asHtml, setAsHtml] = useState(false);
  const [lossy, setLossy] = useState(false);
  const labelId = `${id}-label`;
  const text = label + (optional ? '' : ' *');
  return (
    <Field<string> name={name} parse={(v) => v ?? ''}>
      {({ input, meta }) => {
        const error = shownError(meta, t);
        const describedBy = [error ? `${id}-error` : '', lossy && asHtml ? `${id}-lossy` : ''].filter(Boolean).join(' ') || undefined;
        return (
          <div className={styles.field}>
            {asHtml ? <label id={labelId} htmlFor={id}>{text}</label> : <span id={labelId}>{text}</span>}
            <button type="button" aria-pressed={asHtml} onClick={() => setAsHtml(!asHtml)}>{t('richTextEditor.editHtml')}</button>
            {lossy && asHtml ? <p id={`${id}-lossy`}>{t('richTextEditor.lossy')}</p> : null}
            {asHtml ? (
              <textarea {...input} id={id} rows={10} className={styles.code} aria-invalid={Boolean(error)} aria-describedby={describedBy} />
            ) : (
              <RichTextBox
                name={name}
                input={input}
                labelId={labelId}
                label={label}
                onWouldChange={lossy ? undefined : () => { setLossy(true); setAsHtml(true); }}
                describedBy={describedBy}
                invalid={Boolean(error)}
              />
            )}
            {error ? <p id={`${id}-error`} className={styles.error}>{error}</p> : null}
          </div>
        );
      }}
    </Field>
  );
}
