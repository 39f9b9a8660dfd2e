import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import AccessBadge from '../../ui/docs/AccessBadge';
import CustomerLogin from '../../ui/docs/CustomerLogin';
import DocShell from '../../ui/docs/DocShell';
import styles from '../../ui/docs/Docs.module.css';
import { formatDocDate } from '../../ui/docs/format';
import Table from '../../ui/shared/Table';
import { useSiteHref } from '../../ui/shared/href';
import type { DocApiListDetails } from './schema';
import type { DocApiListData } from './load.server';

/** /docs/api/{product}/: API categories, each a table of title, release time, action, version. */
export default function DocApiList({ details, data }: ModuleProps<Infer<typeof DocApiListDetails>, DocApiListData | null>) {
  const t = useT();
  const href = useSiteHref();
  if (!data) return null;
  const { directory } = data;
  const aside = (
    <ul className={styles.menu}>
      <li>
        <a href={href('/docs/api/')}>{t('docs.apiCentre')}</a>
      </li>
      {directory.categories.map((c) => (
        <li key={c.id}>
          <a href={`#api-cate-${c.id}`}>{c.name}</a>
        </li>
      ))}
    </ul>
  );
  return (
    <DocShell aside={aside} asideLabel={directory.name}>
      <h1 className={styles.title}>{directory.name}</h1>
      {!directory.loggedIn ? (
        <CustomerLogin message={t('docs.loginMore')} devLoginEnabled={data.devLoginEnabled} returnPath={href(`/docs/api/${details.productCode}/`)} />
      ) : directory.permitted === false ? (
        <p className={styles.notice} role="status">
          {t('docs.noApiPermission')}
        </p>
      ) : null}
      {directory.categories.map((cate) => (
        <section key={cate.id} aria-labelledby={`api-cate-${cate.id}`}>
          <h2 id={`api-cate-${cate.id}`}>{cate.name}</h2>
          <Table className={styles.table} headings={[t('docs.col.title'), t('docs.col.releaseTime'), t('docs.col.action'), t('docs.col.version')]}>
            {cate.documents.map((d) => (
              <tr key={d.id}>
                <td>
                  <a href={href(d.url)}>{d.name}</a>
                  <AccessBadge access={d.access} />
                  <div className={styles.hint}>
                    <code>
                      {d.method} {d.path}
                    </code>
                  </div>
                </td>
                <td>{formatDocDate(d.releaseTime)}</td>
                <td>
                  <a href={href(d.url)}>{t('docs.view')}</a> · <a href={`${href(d.url)}#api-explorer`}>{t('docs.debug')}</a>
                </td>
                <td>{d.version}</td>
              </tr>
            ))}
          </Table>
        </section>
      ))}
    </DocShell>
  );
}
