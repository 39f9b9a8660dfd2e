import { useRef, useState, type DragEvent } from 'react';
import { uploadMedia, type MediaItem } from '../../api-client/editor-media';
import { useT } from '../../i18n';
import styles from './Media.module.css';

type Status = { name: string; fraction: number } | { name: string; done: true } | { name: string; error: string };

/** Drop zone and file chooser: files upload one after the other, each with a progress bar, then the list reloads. */
export default function UploadZone({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [statuses, setStatuses] = useState<Status[]>([]);

  async function send(files: File[]) {
    for (const [index, file] of files.entries()) {
      const update = (status: Status) => setStatuses((all) => all.map((s, i) => (i === index ? status : s)));
      if (index === 0) setStatuses(files.map((f) => ({ name: f.name, fraction: 0 })));
      try {
        const item = await uploadMedia(file, (fraction) => update({ name: file.name, fraction }));
        update({ name: file.name, done: true });
        onUploaded(item);
      } catch (error) {
        update({ name: file.name, error: (error as Error).message });
      }
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      className={styles.drop}
      data-over={over}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p>{t('media.drop')}</p>
      <button type="button" onClick={() => input.current?.click()}>{t('media.choose')}</button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={t('media.choose')}
        accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml,application/pdf"
        onChange={(event) => {
          void send(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <div aria-live="polite">
        {statuses.map((s, i) => (
          <div key={i} className={styles.progress}>
            {'error' in s ? (
              <p role="alert">{t('media.failed', { name: s.name, message: s.error })}</p>
            ) : 'done' in s ? (
              <p>{t('media.uploaded', { name: s.name })}</p>
            ) : (
              <>
                <label htmlFor={`upload-${i}`}>{t('media.uploading', { name: s.name })}</label>
                <progress id={`upload-${i}`} max={1} value={s.fraction} />
              </>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
