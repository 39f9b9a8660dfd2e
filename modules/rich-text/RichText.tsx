import type { Infer } from 'superstruct';
import type { ModuleProps } from '../../registry/types';
import type { RichTextDetails } from './schema';
import styles from './RichText.module.css';

export default function RichText({ details }: ModuleProps<Infer<typeof RichTextDetails>>) {
  return (
    <div className={styles.richText}>
      {details.title ? <h2 className={styles.title}>{details.title}</h2> : null}
      {/* html was sanitised by the module's server loader */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: details.html }} />
    </div>
  );
}
