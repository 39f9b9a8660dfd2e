import { useRef, type FormEvent } from 'react';
import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import Section, { sectionStyles } from '../../ui/shared/Section';
import type { SearchResultsData } from './load.server';
import type { SearchResultsDetails } from './schema';
import styles from './SearchResults.module.css';
import ItemHeading from '../../ui/shared/ItemHeading';
import { MIN_CJK, MIN_WORD } from '../../contract/search-keyword';

/** Result pages as plain links (?keyword=&t=&page=), so every page of results is server-rendered. */
function Pages({ keyword, t: stamp, pageIndex, pages }: { keyword: string; t: string; pageIndex: number; pages: number }) {
  const t = useT();
  if (pages < 2) return null;
  const link = (index: number) => `?${new URLSearchParams({ keyword, t: stamp, page: String(index + 1) })}`;
  return (
    <nav className={styles.pages} aria-label={t('modules.list.pages')}>
      {pageIndex > 0 ? <a href={link(pageIndex - 1)}>{t('modules.list.previous')}</a> : null}
      {Array.from({ length: pages }, (_, index) =>
        index === pageIndex ? (
          <span key={index} aria-current="page">
            {index + 1}
          </span>
        ) : (
          <a key={index} href={link(index)} aria-label={t('modules.list.page', { n: index + 1 })}>
            {index + 1}
          </a>
        ),
      )}
      {pageIndex < pages - 1 ? <a href={link(pageIndex + 1)}>{t('modules.list.next')}</a> : null}
    </nav>
  );
}

export default function SearchResults({ details, data }: ModuleProps<Infer<typeof SearchResultsDetails>, SearchResultsData | null>) {
  const t = useT();
  const stamp = useRef<HTMLInputElement>(null);
  const keyword = data?.keyword ?? '';
  const result = data?.result ?? null;
  // A fresh timestamp t on every search, as the search route expects (keyword + t).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('keyword') as HTMLInputElement;
    if (!input.value.trim()) event.preventDefault();
    else if (stamp.current) stamp.current.value = String(Date.now());
  };
  return (
    <Section title={details.title}>
      <form className={styles.form} method="get" role="search" onSubmit={onSubmit}>
        <label className={styles.label} htmlFor="search-keyword">
          {t('modules.search.label')}
        </label>
        <input id="search-keyword" className={styles.input} name="keyword" type="search" defaultValue={keyword} placeholder={t('modules.search.placeholder')} maxLength={200} />
        <input ref={stamp} type="hidden" name="t" defaultValue="" />
        <button type="submit" className={sectionStyles.button}>
          {t('modules.search.submit')}
        </button>
      </form>
      {data?.tooShort ? (
        <p className={sectionStyles.empty} role="status">
          {t('modules.search.tooShort', { words: MIN_WORD, characters: MIN_CJK })}
        </p>
      ) : !result ? (
        <p className={sectionStyles.empty}>{t('modules.search.prompt')}</p>
      ) : result.rows.length === 0 ? (
        <p className={sectionStyles.empty} role="status">
          {t('modules.search.empty')}
        </p>
      ) : (
        <>
          <p role="status">{t('modules.search.results', { n: result.total, keyword })}</p>
          <ol className={styles.results}>
            {result.rows.map((row) => (
              <li key={`${row.kind}-${row.type}-${row.code}`} className={styles.result}>
                <ItemHeading title={row.title} url={row.url} text={row.snippet} classes={{ title: styles.title, text: styles.snippet }} />
              </li>
            ))}
          </ol>
          <Pages keyword={keyword} t={data?.t ?? ''} pageIndex={result.pageIndex} pages={Math.ceil(result.total / result.pageSize)} />
        </>
      )}
    </Section>
  );
}
