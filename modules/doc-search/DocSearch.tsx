import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import DocShell from '../../ui/docs/DocShell';
import Pagination from '../../ui/docs/Pagination';
import SearchBox from '../../ui/docs/SearchBox';
import styles from '../../ui/docs/Docs.module.css';
import { formatDocDate } from '../../ui/docs/format';
import { useSiteHref } from '../../ui/shared/href';
import type { DocSearchData } from './load.server';

/** /docs/search/?keyword=&page=: results with snippets and pagination; 'Sorry, we did not find…' when nothing matches. */
export default function DocSearch({ data }: ModuleProps<unknown, DocSearchData | null>) {
  const t = useT();
  const href = useSiteHref();
  if (!data) return null;
  const { result, keyword } = data;
  return (
    <DocShell>
      <h1 className={styles.title}>{t('docs.search')}</h1>
      <SearchBox keyword={keyword} topWords={data.topWords} />
      {result ? (
        <section aria-labelledby="doc-results">
          <h2 id="doc-results">{t('docs.resultsFor', { keyword })}</h2>
          {result.rows.length === 0 ? (
            <p className={styles.empty} role="status">
              {t('docs.noResults')}
            </p>
          ) : (
            <>
              <ol className={styles.menu} start={(result.pageIndex - 1) * result.pageSize + 1}>
                {result.rows.map((row) => (
                  <li key={row.id} style={{ marginBottom: '1rem' }}>
                    <a href={href(row.url)}>
                      <strong>{row.title}</strong>
                    </a>
                    <div className={styles.hint}>{formatDocDate(row.updateTime)}</div>
                    <p style={{ margin: '0.25rem 0 0' }}>{row.snippet}</p>
                  </li>
                ))}
              </ol>
              <Pagination page={result.pageIndex} pageSize={result.pageSize} total={result.total} query={{ keyword }} />
            </>
          )}
        </section>
      ) : null}
    </DocShell>
  );
}
