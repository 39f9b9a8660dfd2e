import type { Infer } from 'superstruct';
import type { ModuleProps } from '../../registry/types';
import { useSiteHref } from '../../ui/shared/href';
import Section from '../../ui/shared/Section';
import type { ServiceColumnDetails } from './schema';
import styles from './ServiceColumn.module.css';

export default function ServiceColumn({ details }: ModuleProps<Infer<typeof ServiceColumnDetails>>) {
  const href = useSiteHref();
  return (
    <Section title={details.title}>
      <div className={styles.columns}>
        {details.columns.map((column, index) => (
          <div key={index} className={styles.column}>
            {column.icon ? <img src={column.icon} alt="" width={48} height={48} /> : null}
            <h3 className={styles.heading}>{column.title}</h3>
            {column.description ? <p className={styles.description}>{column.description}</p> : null}
            {column.links?.length ? (
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.url}>
                    <a href={href(link.url)}>{link.title}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    </Section>
  );
}
