import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { editorMediaApi, type MediaItem } from '../../api-client/editor-media';
import { useT } from '../../i18n';
import MediaImage from '../../ui/shared/MediaImage';
import type { Lang } from '../../contract/langs';
import { CONTENT_LANGS, editorPageHref } from '../paths';
import { failureText, useEditorApi } from '../use-editor';
import { formatBytes } from './format';
import styles from './Media.module.css';
import editorStyles from '../Editor.module.css';

/** One library item: preview, alt text per language (images), where it is used, delete. */
export default function MediaCard({ item, onChanged }: { item: MediaItem; onChanged: () => void }) {
  const t = useT();
  const api = useEditorApi();
  const details = useSWR(['editor/media', item.id], () => editorMediaApi.item(api, item.id));
  const [alt, setAlt] = useState<Partial<Record<Lang, string>>>(item.alt);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const uses = details.data?.uses ?? [];

  async function saveAlt(event: FormEvent) {
    event.preventDefault();
    try {
      await editorMediaApi.setAlt(api, item.id, alt);
      setMessage({ text: t('media.altSaved'), error: false });
      onChanged();
    } catch (error) {
      setMessage({ text: failureText(error), error: true });
    }
  }

  async function remove() {
    if (!window.confirm(t('media.confirmDelete', { name: item.name }))) return;
    try {
      await editorMediaApi.remove(api, item.id);
      onChanged();
    } catch (error) {
      // The uses as they stand now (the list shown may not have loaded yet, or be from before the refusal).
      const now = await details.mutate().catch(() => undefined);
      setMessage({ text: (now?.uses ?? uses).length ? t('media.inUse', { name: item.name }) : failureText(error), error: true });
    }
  }

  return (
    <li className={styles.item} aria-label={t('media.details', { name: item.name })}>
      {item.kind === 'image' ? <MediaImage className={styles.thumb} src={item.url} alt={item.alt.EN_US ?? ''} sizes="16rem" /> : <div className={styles.doc}>{t('media.document')}</div>}
      <p className={styles.meta}>
        <a href={item.url}>{item.name}</a>
        <br />
        {formatBytes(item.bytes)}
        {item.width ? ` · ${item.width}×${item.height}` : ''}
      </p>
      {item.kind === 'image' ? (
        <form className={styles.alt} onSubmit={saveAlt}>
          <p className={styles.meta}>{t('media.altHelp')}</p>
          {CONTENT_LANGS.map((lang) => (
            <label key={lang} className={styles.alt}>
              {t('media.alt', { lang })}
              <input value={alt[lang as Lang] ?? ''} maxLength={300} onChange={(e) => setAlt({ ...alt, [lang]: e.target.value })} />
            </label>
          ))}
          <button type="submit">{t('media.saveAlt', { name: item.name })}</button>
        </form>
      ) : null}
      <div>
        <strong>{t('media.uses')}</strong>
        {uses.length ? (
          <ul className={styles.uses}>
            {uses.map((use) => (
              <li key={`${use.kind}-${use.id}-${use.lang}`}>
                {use.kind === 'page' ? <Link href={editorPageHref(use.id)}>{use.title || use.code}</Link> : use.title || use.code || use.type} ({use.lang})
              </li>
            ))}
          </ul>
        ) : details.data ? (
          <p className={styles.meta}>{t('media.unused')}</p>
        ) : null}
      </div>
      {message ? <p role={message.error ? 'alert' : 'status'} className={message.error ? editorStyles.error : undefined}>{message.text}</p> : null}
      <button type="button" onClick={remove}>{t('media.delete', { name: item.name })}</button>
    </li>
  );
}
