import { useRef, type FormEvent } from 'react';
import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import { useSiteHref } from '../shared/href';
import Section, { sectionStyles } from '../shared/Section';
import type { SearchResultsData } from './load.server';
import type { SearchResultsDetails } from './schema';
import styles from './SearchResults.module.css';

export default function SearchResults({ details, data }: ModuleProps<Infer<typeof SearchResultsDetails>, SearchResultsData | null>) {
  const t = useT();
  const href = useSiteHref();
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
      {!result ? (
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
                <h3 className={styles.title}>
                  <a href={href(row.url)}>{row.title}</a>
                </h3>
                {row.snippet ? <p className={styles.snippet}>{row.snippet}</p> : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </Section>
  );
}
