import { useState } from 'react';
import useSWR from 'swr';
import type { Infer } from 'superstruct';
import { getNewsList, NEWS_PAGE_SIZE } from '../../api-client/content';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import Section, { sectionStyles } from '../../ui/shared/Section';
import TagFilter from '../../ui/shared/TagFilter';
import { useApi } from '../../ui/shared/useApi';
import { hasSubTagFilter } from '../../contract/glossary-sub-tags';
import type { NewsListData } from './load.server';
import NewsCard from './NewsCard';
import Pagination from './Pagination';
import type { NewsListDetails } from './schema';
import SubTagFilter, { SubTagEmpty, SubTagStatus } from './SubTagFilter';
import styles from './NewsList.module.css';

export default function NewsList({ id, details, data }: ModuleProps<Infer<typeof NewsListDetails>, NewsListData | null>) {
  const t = useT();
  const api = useApi();
  const pageSize = details.pageSize ?? NEWS_PAGE_SIZE;
  const [tag, setTag] = useState(details.tag ?? '');
  const [pageIndex, setPageIndex] = useState(0);
  // The sub-tag comes with the page (its address): a new one starts again at the first page.
  const subTag = data?.subTag ?? null;
  const [shownSubTag, setShownSubTag] = useState(subTag);
  if (shownSubTag !== subTag) {
    setShownSubTag(subTag);
    setPageIndex(0);
  }
  const isFirst = tag === (details.tag ?? '') && pageIndex === 0;
  const { data: page, isLoading } = useSWR(
    ['news-list', details.type, tag, details.reportType ?? '', subTag ?? '', details.recommendOrder ?? false, pageIndex, pageSize],
    () => getNewsList(api, details.type, { tag: tag || undefined, reportType: details.reportType, subTag: subTag ?? undefined, recommendOrder: details.recommendOrder, pageIndex, pageSize }),
    { fallbackData: isFirst ? data?.first : undefined, revalidateIfStale: false, revalidateOnFocus: false },
  );
  const rows = page?.rows ?? [];
  const pages = page ? Math.ceil(page.total / pageSize) : 0;
  const choose = (next: string) => {
    setTag(next);
    setPageIndex(0);
  };
  const layout = details.layout ?? 'cards';
  const filterAnchor = `${id}-sub-tags`;

  return (
    <Section title={details.title} intro={details.intro}>
      {details.tabs?.length ? (
        <TagFilter className={styles.tabs} label={t('modules.list.tags')} allLabel={t('modules.list.all')} options={details.tabs} current={tag} onChoose={choose} />
      ) : null}
      {hasSubTagFilter(details) ? (
        <>
          <SubTagFilter current={subTag} anchor={filterAnchor} />
          <SubTagStatus subTag={subTag} total={page?.total ?? null} />
        </>
      ) : null}
      {rows.length ? (
        <ul className={layout === 'cards' ? sectionStyles.grid : styles.list} aria-busy={isLoading}>
          {rows.map((row) => (
            <NewsCard key={`${row.type}-${row.code}`} row={row} layout={layout} />
          ))}
        </ul>
      ) : subTag && !isLoading ? (
        <SubTagEmpty subTag={subTag} anchor={filterAnchor} />
      ) : (
        <p className={sectionStyles.empty}>{isLoading ? t('modules.list.loading') : t('modules.list.noData')}</p>
      )}
      {details.paginate === false ? null : <Pagination pageIndex={pageIndex} pages={pages} onPage={setPageIndex} />}
    </Section>
  );
}
