import type { ReactNode } from 'react';
import styles from './Section.module.css';

/** The common frame of a content module: width, padding, an optional heading and intro. */
export default function Section({ title, intro, children, id }: { title?: string; intro?: string; children: ReactNode; id?: string }) {
  return (
    <div className={styles.section} id={id}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </div>
  );
}

export { styles as sectionStyles };
