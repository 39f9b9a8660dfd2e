import type { Infer } from 'superstruct';
import type { ModuleProps } from '../../registry/types';
import ActionLink from '../../ui/shared/ActionLink';
import { useSiteHref } from '../../ui/shared/href';
import Section, { sectionStyles } from '../../ui/shared/Section';
import type { FeatureGridDetails } from './schema';
import styles from './FeatureGrid.module.css';

export default function FeatureGrid({ details }: ModuleProps<Infer<typeof FeatureGridDetails>>) {
  const href = useSiteHref();
  return (
    <Section title={details.title} intro={details.intro} id={details.anchor}>
      <ul className={`${sectionStyles.grid} ${styles[`cols${details.columns ?? 3}`]}`}>
        {details.items.map((item, index) => (
          <li key={index} className={sectionStyles.card}>
            {item.icon ? <img className={styles.icon} src={item.icon} alt="" width={40} height={40} /> : null}
            <h3 className={styles.title}>{item.url && !item.linkText ? <a href={href(item.url)}>{item.title}</a> : item.title}</h3>
            {item.text ? <p className={styles.text}>{item.text}</p> : null}
            <ActionLink className={styles.more} text={item.linkText} url={item.url} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
