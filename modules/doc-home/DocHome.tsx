import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import DocShell from '../../ui/docs/DocShell';
import SearchBox from '../../ui/docs/SearchBox';
import styles from '../../ui/docs/Docs.module.css';
import { useSiteHref } from '../../ui/shared/href';
import type { DocHomeData } from './load.server';

/**
 * /docs/: search, popular searches, every product by menu group, the API centre, and the W+ products (wplusPrdList):
 * the doc home is where a reader picks a product, so the W+ line is offered there beside the groups.
 */
export default function DocHome({ data }: ModuleProps<unknown, DocHomeData | null>) {
  const t = useT();
  const href = useSiteHref();
  if (!data) return null;
  const groups = data.menus.filter((m) => m.parentId === null);
  return (
    <DocShell back={false}>
      <h1 className={styles.title}>{t('docs.centre')}</h1>
      <p className={styles.hint}>{t('docs.centreIntro')}</p>
      <SearchBox topWords={data.topWords} />
      <ul className={styles.grid} aria-label={t('docs.products')}>
        {groups.map((group) => (
          <li key={group.id} className={styles.card}>
            <h2>{group.name}</h2>
            <ul>
              {data.menus
                .filter((m) => m.parentId === group.id && m.productCode)
                .map((p) => (
                  <li key={p.id}>
                    <a href={href(`/docs/${p.productCode}/`)}>{p.name}</a>
                  </li>
                ))}
            </ul>
          </li>
        ))}
        {data.apiProducts.length ? (
          <li className={styles.card}>
            <h2>
              <a href={href('/docs/api/')}>{t('docs.apiCentre')}</a>
            </h2>
            <ul>
              {data.apiProducts.map((p) => (
                <li key={p.id}>
                  <a href={href(`/docs/api/${p.productCode}/`)}>{p.name}</a>
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        {data.wplusProducts.length ? (
          <li className={styles.card}>
            <h2>{t('docs.wplusProducts')}</h2>
            <ul>
              {data.wplusProducts.map((p) => (
                <li key={p.id}>
                  <a href={href(`/docs/${p.productCode}/`)}>{p.name}</a>
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </DocShell>
  );
}
