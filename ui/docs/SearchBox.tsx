import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { useSiteHref } from '../shared/href';
import styles from './Docs.module.css';

/** Keyword form to /docs/search/ with the top search words (GET /top-search-words). Empty keywords are refused. */
export default function SearchBox({ keyword = '', topWords }: { keyword?: string; topWords: string[] }) {
  const t = useT();
  const href = useSiteHref();
  const [error, setError] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    if (!value) {
      event.preventDefault();
      setError(t('docs.pleaseInput'));
    }
  };
  return (
    <>
      <form className={styles.searchForm} method="get" action={href('/docs/search/')} role="search" onSubmit={onSubmit} noValidate>
        <label htmlFor="doc-search-keyword" className="visually-hidden">
          {t('docs.keyword')}
        </label>
        <input
          id="doc-search-keyword"
          className={styles.input}
          type="search"
          name="keyword"
          defaultValue={keyword}
          placeholder={t('docs.searchPlaceholder')}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'doc-search-error' : undefined}
        />
        <button type="submit" className={styles.button}>
          {t('docs.searchButton')}
        </button>
      </form>
      {error ? (
        <p id="doc-search-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {topWords.length ? (
        <>
          <h2 className={styles.groupName} id="doc-top-words">
            {t('docs.topSearchWords')}
          </h2>
          <ul className={styles.words} aria-labelledby="doc-top-words">
            {topWords.map((word) => (
              <li key={word}>
                <a href={`${href('/docs/search/')}?${new URLSearchParams({ keyword: word })}`}>{word}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
