import type { NewsRow } from '../../api-client/content';
import { useT } from '../../i18n';
import { useSiteHref } from '../../ui/shared/href';
import { tagLabel } from '../../ui/shared/tag-label';
import MediaImage from '../../ui/shared/MediaImage';
import styles from './NewsList.module.css';

/** One entry of a list: image, tag, linked title, summary and date (ISO date, the same on server and client). */
export default function NewsCard({ row, layout }: { row: NewsRow; layout: 'cards' | 'list' }) {
  const href = useSiteHref();
  const t = useT();
  const title = row.url ? <a href={href(row.url)}>{row.title}</a> : row.title;
  return (
    <li className={layout === 'cards' ? styles.card : styles.row}>
      {row.image && layout === 'cards' ? <MediaImage className={styles.image} src={row.image} alt="" sizes="(max-width: 767px) calc(100vw - 2rem), 400px" /> : null}
      <div className={styles.body}>
        {row.tag ? <span className={styles.tag}>{tagLabel(t, row.tag)}</span> : null}
        <h3 className={styles.title}>{title}</h3>
        {row.summary ? <p className={styles.summary}>{row.summary}</p> : null}
        <time className={styles.date} dateTime={row.publishTime}>
          {row.publishTime.slice(0, 10)}
        </time>
      </div>
    </li>
  );
}
