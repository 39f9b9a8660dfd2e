import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import { useSiteHref } from '../../ui/shared/href';
import Section from '../../ui/shared/Section';
import type { NetworkMapDetails } from './schema';
import styles from './NetworkMap.module.css';

export default function NetworkMap({ details }: ModuleProps<Infer<typeof NetworkMapDetails>>) {
  const t = useT();
  const href = useSiteHref();
  return (
    <Section title={details.title} intro={details.intro}>
      <nav aria-label={t('modules.network.regions')}>
        <ul className={styles.regions}>
          {details.regions.map((region) => (
            <li key={region.slug} className={styles.region} data-region={region.slug}>
              <a className={styles.link} href={href(`/global-network-map/${region.slug}/`)}>
                <span className={styles.name}>{region.name}</span>
                <span className={styles.pops}>{t('modules.network.pops', { n: region.pops })}</span>
              </a>
              {region.summary ? <p className={styles.summary}>{region.summary}</p> : null}
            </li>
          ))}
        </ul>
      </nav>
    </Section>
  );
}
