import type { ChangeEvent } from 'react';
import styles from './Editor.module.css';

interface Props {
  id: string;
  label: string;
  /** The text of the empty choice, which filters nothing out. */
  all: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  /** [value, text] a choice. */
  options: Array<[string, string]>;
}

/** A list filter's drop-down (pages, leads): its label, the "all" choice, then one option a value. */
export default function FilterSelect({ id, label, all, value, onChange, options }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={onChange}>
        <option value="">{all}</option>
        {options.map(([optionValue, text]) => <option key={optionValue} value={optionValue}>{text}</option>)}
      </select>
    </div>
  );
}
