import type { Infer } from 'superstruct';
import type { ModuleProps } from '../../registry/types';
import ActionLink from '../../ui/shared/ActionLink';
import type { CtaDetails } from './schema';
import styles from './Cta.module.css';

export default function Cta({ details }: ModuleProps<Infer<typeof CtaDetails>>) {
  return (
    <div className={styles.cta}>
      <div className={styles.inner}>
        <h2 className={styles.title}>{details.title}</h2>
        {details.text ? <p className={styles.text}>{details.text}</p> : null}
        <div className={styles.actions}>
          <ActionLink className={styles.primary} text={details.buttonText} url={details.url} />
          <ActionLink className={styles.secondary} text={details.secondaryText} url={details.secondaryUrl} />
        </div>
      </div>
    </div>
  );
}
