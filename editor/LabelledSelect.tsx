import { Field } from 'react-final-form';
import styles from './Editor.module.css';

/** A drop-down bound to a final-form field, with its visible label; options are [value, text]. */
export default function LabelledSelect({ name, id, label, options }: { name: string; id: string; label: string; options: Array<[string, string]> }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <Field name={name} component="select" id={id}>
        {options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
      </Field>
    </div>
  );
}
