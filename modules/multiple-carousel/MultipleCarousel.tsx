import { useState } from 'react';
import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import Section, { sectionStyles } from '../../ui/shared/Section';
import type { MultipleCarouselDetails } from './schema';
import MediaImage from '../../ui/shared/MediaImage';
import ItemHeading from '../../ui/shared/ItemHeading';
import styles from './MultipleCarousel.module.css';

export default function MultipleCarousel({ details }: ModuleProps<Infer<typeof MultipleCarouselDetails>>) {
  const t = useT();
  const perView = details.perView ?? 3;
  const pages = Math.ceil(details.items.length / perView);
  const [page, setPage] = useState(0);
  const shown = details.items.slice(page * perView, page * perView + perView);
  return (
    <Section title={details.title}>
      <div className={styles.carousel}>
        <ul className={styles.track} style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }} aria-live="polite">
          {shown.map((item, index) => (
            <li key={page * perView + index} className={sectionStyles.card}>
              {item.image ? <MediaImage className={styles.image} src={item.image} alt="" sizes="(max-width: 767px) calc(100vw - 2rem), 400px" /> : null}
              <ItemHeading title={item.title} url={item.url} text={item.text} />
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <div className={styles.controls}>
            <button type="button" className={sectionStyles.ghost} aria-label={t('modules.carousel.previous')} disabled={page === 0} onClick={() => setPage(page - 1)}>
              ‹
            </button>
            <span>
              {page + 1} / {pages}
            </span>
            <button type="button" className={sectionStyles.ghost} aria-label={t('modules.carousel.next')} disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
              ›
            </button>
          </div>
        ) : null}
      </div>
    </Section>
  );
}
