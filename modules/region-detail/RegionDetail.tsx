import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import Section from '../../ui/shared/Section';
import type { RegionDetailDetails } from './schema';
import styles from './RegionDetail.module.css';

export default function RegionDetail({ details }: ModuleProps<Infer<typeof RegionDetailDetails>>) {
  const t = useT();
  return (
    <Section>
      <div className={styles.layout}>
        <div>
          <h2 className={styles.heading}>{t('modules.network.cities')}</h2>
          <ul className={styles.cities}>
            {details.cities.map((c) => (
              <li key={`${c.city}-${c.country}`}>
                <span className={styles.city}>{c.city}</span> <span className={styles.country}>{c.country}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.facts}>
          <h2 className={styles.heading}>{t('modules.network.isp')}</h2>
          <p>{details.ispText}</p>
          <h2 className={styles.heading}>{t('modules.network.scrubbing')}</h2>
          <p className={styles.capacity}>{t('modules.network.scrubbingValue', { n: details.scrubbingTbps })}</p>
          <p>{details.scrubbingText}</p>
        </div>
      </div>
    </Section>
  );
}
