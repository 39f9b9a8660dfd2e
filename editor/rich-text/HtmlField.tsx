import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Field } from 'react-final-form';
import { useT } from '../../i18n';
import { shownError } from '../field-errors';
import styles from '../Editor.module.css';

/** Lexical loads with the first HTML field an editor opens, never with a site page. */
const RichTextField = dynamic(() => import('./RichTextField'), { ssr: false, loading: () => <Loading /> });

function Loading() {
  const t = useT();
  return <p aria-busy="true">{t('richTextEditor.loading')}</p>;
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
              <RichTextField
                labelId={labelId}
                label={label}
                value={typeof input.value === 'string' ? input.value : ''}
                onChange={input.onChange}
                onBlur={() => input.onBlur()}
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
