import { useT } from '../../i18n';
import styles from './Docs.module.css';

/**
 * Server-rendered pagination labelled previous, next, total items and go to page. Links and a GET form,
 * so it works before and without JavaScript; `query` is kept on every page link.
 */
export default function Pagination({ page, pageSize, total, query }: { page: number; pageSize: number; total: number; query: Record<string, string> }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const link = (n: number) => `?${new URLSearchParams({ ...query, page: String(n) })}`;
  return (
    <nav className={styles.pager} aria-label={t('docs.page.label')}>
      <span>{t('docs.page.total', { total })}</span>
      {page > 1 ? <a href={link(page - 1)} rel="prev">{t('docs.page.previous')}</a> : <span aria-disabled="true">{t('docs.page.previous')}</span>}
      <span aria-current="page">{t('docs.page.current', { page, pages })}</span>
      {page < pages ? <a href={link(page + 1)} rel="next">{t('docs.page.next')}</a> : <span aria-disabled="true">{t('docs.page.next')}</span>}
      <form method="get">
        {Object.entries(query).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="doc-goto-page">{t('docs.page.goTo')}</label>
        <input id="doc-goto-page" className={styles.input} type="number" name="page" min={1} max={pages} defaultValue={page} required />
        <button type="submit" className={styles.secondary}>
          {t('docs.page.go')}
        </button>
      </form>
    </nav>
  );
}
