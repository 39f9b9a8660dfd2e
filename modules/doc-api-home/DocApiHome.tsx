import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import DocShell from '../../ui/docs/DocShell';
import styles from '../../ui/docs/Docs.module.css';
import { useSiteHref } from '../../ui/shared/href';
import type { ApiProduct } from '../../api-client/docs';

/** /docs/api/: the products that have API documentation. */
export default function DocApiHome({ data }: ModuleProps<unknown, { products: ApiProduct[] } | null>) {
  const t = useT();
  const href = useSiteHref();
  if (!data) return null;
  return (
    <DocShell>
      <h1 className={styles.title}>{t('docs.apiCentre')}</h1>
      <p className={styles.hint}>{t('docs.apiCentreIntro')}</p>
      {data.products.length ? (
        <ul className={styles.grid}>
          {data.products.map((p) => (
            <li key={p.id} className={styles.card}>
              <h2>
                <a href={href(`/docs/api/${p.productCode}/`)}>{p.name}</a>
              </h2>
              <p className={styles.hint}>{t('docs.apiCount', { count: p.documents })}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('docs.noContent')}</p>
      )}
    </DocShell>
  );
}
