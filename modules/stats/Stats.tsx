import type { Infer } from 'superstruct';
import type { ModuleProps } from '../../registry/types';
import Section from '../../ui/shared/Section';
import type { StatsDetails } from './schema';
import styles from './Stats.module.css';

export default function Stats({ details }: ModuleProps<Infer<typeof StatsDetails>>) {
  return (
    <Section title={details.title}>
      <dl className={styles.stats}>
        {details.items.map((item, index) => (
          <div key={index} className={styles.item}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
