import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import Section, { sectionStyles } from '../../ui/shared/Section';
import type { RelatedContentDetails } from './schema';
import MediaImage from '../../ui/shared/MediaImage';
import ItemHeading from '../../ui/shared/ItemHeading';
import styles from './RelatedContent.module.css';

export default function RelatedContent({ details }: ModuleProps<Infer<typeof RelatedContentDetails>>) {
  const t = useT();
  if (!details.items.length) return null;
  return (
    <Section title={t(`modules.related.${details.kind}`)}>
      <ul className={sectionStyles.grid}>
        {details.items.map((item) => (
          <li key={item.url} className={sectionStyles.card}>
            {item.image ? <MediaImage className={styles.image} src={item.image} alt="" sizes="(max-width: 767px) calc(100vw - 2rem), 400px" /> : null}
            <ItemHeading title={item.title} url={item.url} text={item.summary} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
