import type { FormEventHandler, ReactNode } from 'react';
import styles from './Editor.module.css';

/** A form in a panel of its own, named by its heading (so a screen reader announces the form by it). */
export default function PanelForm({ headingId, heading, onSubmit, children }: {
  headingId: string;
  heading: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </form>
  );
}
