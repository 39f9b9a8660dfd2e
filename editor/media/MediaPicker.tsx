import { useRef, useState } from 'react';
import useSWR from 'swr';
import { editorMediaApi, type MediaItem } from '../../api-client/editor-media';
import { useT } from '../../i18n';
import { ModalDialog } from '../../ui/shared/ModalDialog';
import MediaImage from '../../ui/shared/MediaImage';
import { failureText, useEditorApi } from '../use-editor';
import styles from './Media.module.css';

/** Items an image field may take (images), or a file field (documents and images). */
const fits = (item: MediaItem, kind: 'image' | 'file') => kind === 'file' || item.kind === 'image';

function Choices({ kind, onPick }: { kind: 'image' | 'file'; onPick: (item: MediaItem) => void }) {
  const t = useT();
  const api = useEditorApi();
  const list = useSWR('editor/media', () => editorMediaApi.list(api));
  if (list.error) return <p role="alert">{t('editor.error.load', { message: failureText(list.error) })}</p>;
  if (!list.data) return <p aria-busy="true">{t('media.loading')}</p>;
  const items = list.data.filter((item) => fits(item, kind));
  if (!items.length) return <p>{t('media.empty')}</p>;
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className={styles.choice} onClick={() => onPick(item)} aria-label={t('media.use', { name: item.name })}>
            {item.kind === 'image' ? <MediaImage className={styles.thumb} src={item.url} alt="" sizes="16rem" /> : <span className={styles.doc}>{t('media.document')}</span>}
            <span className={styles.meta}>{item.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** "Choose from library" beside an image or file field: a dialog of library items; picking one sets the field's URL. */
export default function MediaPicker({ kind, onPick }: { kind: 'image' | 'file'; onPick: (url: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={trigger} onClick={() => setOpen(true)}>{t('media.pick')}</button>
      <ModalDialog open={open} onOpenChange={setOpen} trigger={trigger} title={t('media.pickTitle')} titleClassName={styles.pickerTitle} overlayClassName={styles.overlay} contentClassName={styles.picker}>
        {open ? (
          <Choices
            kind={kind}
            onPick={(item) => {
              onPick(item.url);
              setOpen(false);
            }}
          />
        ) : null}
        <button type="button" onClick={() => setOpen(false)}>{t('media.close')}</button>
      </ModalDialog>
    </>
  );
}
