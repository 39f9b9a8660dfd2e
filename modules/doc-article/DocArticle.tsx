import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import { DocFeedback } from '../../ui/doc-feedback';
import CustomerLogin from '../../ui/docs/CustomerLogin';
import DocShell from '../../ui/docs/DocShell';
import styles from '../../ui/docs/Docs.module.css';
import { formatDocTime } from '../../ui/docs/format';
import DocTree from '../../ui/doc-tree/DocTree';
import { useSiteHref } from '../../ui/shared/href';
import type { DocArticleDetails } from './schema';
import type { DocArticleData } from './load.server';
import PdfButton from './PdfButton';

/** /docs/{product}/{docId}/: tree, title, update time, content, PDF export, previous/next and the feedback flow. */
export default function DocArticle({ details, data }: ModuleProps<Infer<typeof DocArticleDetails>, DocArticleData | null>) {
  const t = useT();
  const href = useSiteHref();
  if (!data) return null;
  const { detail, prev, next } = data;
  const articleUrl = (id: number) => href(`/docs/${details.productCode}/${id}/`);
  const aside = (
    <>
      <p>
        <a href={href(`/docs/${details.productCode}/`)}>{detail.docMenuTitle}</a>
      </p>
      <DocTree nodes={data.tree} productCode={details.productCode} currentId={detail.id} openKeys={data.openKeys} />
    </>
  );
  return (
    <DocShell aside={aside} asideLabel={t('docs.categoryTree', { product: detail.docMenuTitle })}>
      <article>
        <h1 className={styles.title}>{detail.title}</h1>
        <div className={styles.meta}>
          <span>{t('docs.updated', { time: formatDocTime(detail.updateTime) })}</span>
          {detail.access !== 'restricted' ? <PdfButton docId={detail.id} title={detail.title} /> : null}
        </div>
        {detail.access === 'restricted' ? (
          <CustomerLogin message={t('docs.loginMore')} devLoginEnabled={data.devLoginEnabled} returnPath={articleUrl(detail.id)} />
        ) : detail.content.trim() ? (
          // content was sanitised by the module's server loader
          <div id="doc-content" className={styles.content} dangerouslySetInnerHTML={{ __html: detail.content }} />
        ) : (
          <div id="doc-content" className={styles.empty} role="status">
            <p>{t('docs.noContent')}</p>
          </div>
        )}
      </article>
      <DocFeedback pageCode={detail.pageCode} docName={detail.title} docUrl={articleUrl(detail.id)} />
      <nav className={styles.prevNext} aria-label={`${t('docs.previous')} / ${t('docs.next')}`}>
        {prev ? (
          <a href={articleUrl(prev.id)} rel="prev">
            ← {t('docs.previous')}: {prev.name}
          </a>
        ) : null}
        {next ? (
          <a className={styles.next} href={articleUrl(next.id)} rel="next">
            {t('docs.next')}: {next.name} →
          </a>
        ) : null}
      </nav>
    </DocShell>
  );
}
