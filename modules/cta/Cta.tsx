import type { Infer } from 'superstruct';
import type { ModuleProps } from '../../registry/types';
import { useSiteHref } from '../../ui/shared/href';
import type { CtaDetails } from './schema';
import styles from './Cta.module.css';

export default function Cta({ details }: ModuleProps<Infer<typeof CtaDetails>>) {
  const href = useSiteHref();
  return (
    <div className={styles.cta}>
      <div className={styles.inner}>
        <h2 className={styles.title}>{details.title}</h2>
        {details.text ? <p className={styles.text}>{details.text}</p> : null}
        <div className={styles.actions}>
          <a className={styles.primary} href={href(details.url)}>
            {details.buttonText}
          </a>
          {details.secondaryText && details.secondaryUrl ? (
            <a className={styles.secondary} href={href(details.secondaryUrl)}>
              {details.secondaryText}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}
