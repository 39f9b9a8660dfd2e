import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import { useSiteHref } from '../../ui/shared/href';
import { tagLabel } from '../../ui/shared/tag-label';
import { sectionStyles } from '../../ui/shared/Section';
import type { NewsDetailDetails } from './schema';
import MediaImage from '../../ui/shared/MediaImage';
import styles from './NewsDetail.module.css';

export default function NewsDetail({ details }: ModuleProps<Infer<typeof NewsDetailDetails>>) {
  const t = useT();
  const href = useSiteHref();
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        {details.tag ? <p className={styles.tag}>{tagLabel(t, details.tag)}</p> : null}
        <h1 className={styles.title}>{details.title}</h1>
        {details.summary ? <p className={styles.summary}>{details.summary}</p> : null}
        <p className={styles.meta}>
          {details.publishTime ? (
            <span>
              {t('modules.detail.published')} <time dateTime={details.publishTime}>{details.publishTime.slice(0, 10)}</time>
            </span>
          ) : null}
          {details.author ? <span>{t('modules.detail.author', { name: details.author })}</span> : null}
          {details.readMinutes ? <span>{t('modules.detail.readMinutes', { n: details.readMinutes })}</span> : null}
        </p>
      </header>
      {details.image ? <MediaImage className={styles.image} src={details.image} alt="" sizes="(max-width: 50rem) calc(100vw - 2rem), 800px" eager /> : null}
      {/* html was sanitised by the module's server loader; files and videos are assets, not locale-prefixed pages */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: details.html }} />
      <p className={styles.actions}>
        {details.fileUrl ? (
          <a className={sectionStyles.button} href={details.fileUrl}>
            {t('modules.detail.download')}
          </a>
        ) : null}
        {details.videoUrl ? (
          <a className={sectionStyles.button} href={details.videoUrl}>
            {t('modules.detail.watch')}
          </a>
        ) : null}
        {details.listUrl ? <a href={href(details.listUrl)}>{t('modules.detail.back')}</a> : null}
      </p>
    </article>
  );
}
