import type { ReactNode } from 'react';
import { useT } from '../i18n';
import styles from './Editor.module.css';

/**
 * The toolbar over an entry's form (pages, news-kind entries): save the draft (the form's submit), preview it, publish
 * it, any actions of the screen's own, and the version shown.
 */
export default function EntryToolbar({ disabled, version, onPreview, onPublish, children }: {
  disabled: boolean;
  version: number;
  onPreview: () => void;
  onPublish: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('editor.title')}>
      <button type="submit" disabled={disabled}>{t('editor.page.save')}</button>
      <button type="button" disabled={disabled} onClick={onPreview}>{t('editor.page.preview')}</button>
      <button type="button" disabled={disabled} onClick={onPublish}>{t('editor.page.publish')}</button>
      {children}
      <span>{t('editor.page.version', { version })}</span>
    </div>
  );
}
