import { useT } from '../../i18n';
import { sectionStyles } from '../../ui/shared/Section';
import styles from './NewsList.module.css';

/** Page buttons for a list: previous, each page, next (keyboard-operable buttons, current page marked). */
export default function Pagination({ pageIndex, pages, onPage }: { pageIndex: number; pages: number; onPage: (index: number) => void }) {
  const t = useT();
  if (pages < 2) return null;
  return (
    <nav className={styles.pagination} aria-label={t('modules.list.pages')}>
      <button type="button" className={sectionStyles.ghost} disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)}>
        {t('modules.list.previous')}
      </button>
      {Array.from({ length: pages }, (_, index) => (
        <button
          key={index}
          type="button"
          className={sectionStyles.ghost}
          aria-label={t('modules.list.page', { n: index + 1 })}
          aria-current={index === pageIndex ? 'page' : undefined}
          aria-pressed={index === pageIndex}
          onClick={() => onPage(index)}
        >
          {index + 1}
        </button>
      ))}
      <button type="button" className={sectionStyles.ghost} disabled={pageIndex >= pages - 1} onClick={() => onPage(pageIndex + 1)}>
        {t('modules.list.next')}
      </button>
    </nav>
  );
}
