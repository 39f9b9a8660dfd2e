import { useT } from '../i18n';
import styles from './Editor.module.css';

export type Status = { tone: 'ok' | 'error'; text: string; conflict?: boolean } | null;

/** The outcome of the last save, preview or publish; a version conflict offers to reload the other editor's version. */
export default function EditorStatus({ status, onReload }: { status: Status; onReload: () => void }) {
  const t = useT();
  if (!status) return null;
  if (status.tone === 'ok') return <p role="status" className={styles.ok}>{status.text}</p>;
  return (
    <div role="alert" className={styles.error}>
      <p>{status.text}</p>
      {status.conflict ? <button type="button" onClick={onReload}>{t('editor.page.reload')}</button> : null}
    </div>
  );
}
