import { Field } from 'react-final-form';
import styles from './Editor.module.css';

/** A text input bound to a final-form field, with its visible label (every editor form's plain fields). */
export default function LabelledInput({ name, id, label, required, autoComplete }: { name: string; id: string; label: string; required?: boolean; autoComplete?: string }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <Field name={name} component="input" id={id} required={required} autoComplete={autoComplete} />
    </div>
  );
}
