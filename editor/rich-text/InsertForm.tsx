import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isAllowedUrl } from '../../contract/sanitize-policy';
import { useT } from '../../i18n';
import styles from './RichText.module.css';

interface InsertField { name: string; label: string; value: string; url?: boolean; required?: boolean }

/**
 * The link or image form under the toolbar: labelled inputs, checked before anything changes (a URL the sanitiser
 * would drop is refused with a message here, not silently lost on the page). Not a <form>: it sits inside the
 * editor's own form. Enter submits, Escape cancels.
 */
export default function InsertForm({ fields, submit, remove, onSubmit, onCancel }: {
  fields: InsertField[];
  submit: string;
  remove?: { text: string; run: () => void };
  onSubmit: (values: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f.name, f.value])));
  const [problem, setProblem] = useState('');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    first.current?.focus();
    first.current?.select();
  }, []);

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const badUrl = fields.find((f) => f.url && !isAllowedUrl(values[f.name].trim()));
    if (badUrl) return setProblem(t('richTextEditor.badUrl'));
    if (fields.some((f) => f.required && !values[f.name].trim())) return setProblem(t('richTextEditor.needAlt'));
    onSubmit(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])));
  };
  const problemId = `insert-problem-${fields[0].name}`;
  return (
    <div
      role="group"
      aria-label={submit}
      className={styles.insert}
      onKeyDown={(e) => {
        if (e.key === 'Escape') { e.preventDefault(); onCancel(); }
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) apply(e);
      }}
    >
      {fields.map((f, i) => (
        <label key={f.name}>
          {f.label}
          <input
            ref={i === 0 ? first : undefined}
            type={f.url ? 'url' : 'text'}
            value={values[f.name]}
            aria-invalid={Boolean(problem) || undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
          />
        </label>
      ))}
      <button type="button" onClick={() => apply()}>{submit}</button>
      {remove ? <button type="button" onClick={remove.run}>{remove.text}</button> : null}
      <button type="button" onClick={onCancel}>{t('richTextEditor.cancel')}</button>
      {problem ? <p id={problemId} role="alert" className={styles.problem}>{problem}</p> : null}
    </div>
  );
}
