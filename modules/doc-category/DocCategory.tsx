import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import DocShell from '../../ui/docs/DocShell';
import ProductMenu from '../../ui/docs/ProductMenu';
import styles from '../../ui/docs/Docs.module.css';
import DocTree from '../../ui/doc-tree/DocTree';
import { documentsInOrder } from '../../ui/doc-tree/tree';
import { useSiteHref } from '../../ui/shared/href';
import type { DocCategoryDetails } from './schema';
import type { DocCategoryData } from './load.server';

/** /docs/{product}/: product menu and category tree; introduction, learning path and the category listing. */
export default function DocCategory({ details, data }: ModuleProps<Infer<typeof DocCategoryDetails>, DocCategoryData | null>) {
  const t = useT();
  const href = useSiteHref();
  if (!data) return null;
  const { info, tree } = data;
  const empty = documentsInOrder(tree).length === 0;
  const aside = (
    <>
      <ProductMenu menus={data.menus} current={details.productCode} />
      {tree.length ? <DocTree nodes={tree} productCode={details.productCode} /> : null}
    </>
  );
  return (
    <DocShell aside={aside} asideLabel={t('docs.categoryTree', { product: info.name })}>
      <h1 className={styles.title}>{info.name}</h1>
      {info.introduction ? (
        <section aria-labelledby="doc-intro">
          <h2 id="doc-intro" className="visually-hidden">
            {t('docs.introduction')}
          </h2>
          <p>{info.introduction}</p>
        </section>
      ) : null}
      {info.hasLearningPath ? (
        <section aria-labelledby="doc-learning-path">
          <h2 id="doc-learning-path">{t('docs.learningPath')}</h2>
          <ol className={styles.grid}>
            {info.learningPath.map((stage) => (
              <li key={stage.stage} className={styles.card}>
                <h3>{t(`docs.stage.${stage.stage}`)}</h3>
                {stage.documents.length ? (
                  <ul>
                    {stage.documents.map((d) => (
                      <li key={d.id}>
                        <a href={href(d.url)}>{d.name}</a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.hint}>{t('docs.noContent')}</p>
                )}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {empty ? (
        <div className={styles.empty} role="status">
          <p>{t('docs.noDirectoryContent')}</p>
          <a href={href('/docs/')}>{t('docs.returnToCentre')}</a>
        </div>
      ) : (
        <ul className={styles.grid} aria-label={t('docs.categoryTree', { product: info.name })} style={{ marginTop: '1.5rem' }}>
          {tree.map((node) => (
            <li key={node.key} className={styles.card}>
              {node.type === 'DOCUMENT' ? (
                <a href={href(`/docs/${details.productCode}/${node.id}/`)}>{node.name}</a>
              ) : (
                <>
                  <h2>{node.name}</h2>
                  {documentsInOrder(node.children).length ? (
                    <ul>
                      {documentsInOrder(node.children).map((d) => (
                        <li key={d.key}>
                          <a href={href(`/docs/${details.productCode}/${d.id}/`)}>{d.name}</a>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className={styles.hint}>{t('docs.noContent')}</p>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </DocShell>
  );
}
