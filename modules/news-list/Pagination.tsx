import { useT } from '../../i18n';
import { sectionStyles } from '../../ui/shared/Section';
import Pager from '../../ui/shared/Pager';
import styles from './NewsList.module.css';

/** Page buttons for a list: previous, each page, next (keyboard-operable buttons, current page marked). */
export default function Pagination({ pageIndex, pages, onPage }: { pageIndex: number; pages: number; onPage: (index: number) => void }) {
  const t = useT();
  if (pages < 2) return null;
  return (
    <nav className={styles.pagination} aria-label={t('modules.list.pages')}>
      <Pager
        count={pages}
        current={pageIndex}
        onSelect={onPage}
        previous={{ content: t('modules.list.previous') }}
        next={{ content: t('modules.list.next') }}
        itemLabel={(n) => t('modules.list.page', { n })}
        currentAs="page"
        numbered
        stepClassName={sectionStyles.ghost}
        itemClassName={sectionStyles.ghost}
      />
    </nav>
  );
}
