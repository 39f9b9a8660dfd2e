import useSWR from 'swr';
import { editorMediaApi } from '../../api-client/editor-media';
import { useT } from '../../i18n';
import { failureText, useEditorApi } from '../use-editor';
import MediaCard from './MediaCard';
import UploadZone from './UploadZone';
import styles from './Media.module.css';
import editorStyles from '../Editor.module.css';

/** /editor/media/: upload by drop or chooser with progress, every item with its alt text, uses and delete. */
export default function MediaLibrary() {
  const t = useT();
  const api = useEditorApi();
  const list = useSWR('editor/media', () => editorMediaApi.list(api));
  return (
    <section aria-labelledby="media-heading">
      <h1 id="media-heading">{t('media.heading')}</h1>
      <UploadZone onUploaded={() => void list.mutate()} />
      {list.error ? <p role="alert" className={editorStyles.error}>{t('editor.error.load', { message: failureText(list.error) })}</p> : null}
      {!list.data && !list.error ? <p aria-busy="true">{t('media.loading')}</p> : null}
      {list.data?.length === 0 ? <p>{t('media.empty')}</p> : null}
      {list.data?.length ? (
        <ul className={styles.items}>
          {list.data.map((item) => (
            <MediaCard key={item.id} item={item} onChanged={() => void list.mutate()} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
