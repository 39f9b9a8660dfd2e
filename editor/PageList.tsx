import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { editorApi, type PageListRow } from '../api-client';
import { useT, type Translate } from '../i18n';
import CreatePageForm from './CreatePageForm';
import { CONTENT_LANGS, editorPageHref } from './paths';
import { failureText, useEditorApi } from './use-editor';
import styles from './Editor.module.css';

function status(row: PageListRow, t: Translate) {
  if (!row.published) return t('editor.list.unpublished');
  return row.hasDraft ? t('editor.list.changed') : t('editor.list.published');
}

/** Every page, searchable by name, code or path and filtered by content language and page type. */
export default function PageList() {
  const t = useT();
  const api = useEditorApi();
  const [q, setQ] = useState('');
  const [language, setLanguage] = useState('');
  const [type, setType] = useState('');
  const filter = { q: q.trim() || undefined, language: language || undefined, type: type || undefined };
  const list = useSWR(['editor/pages', filter.q, filter.language, filter.type], () => editorApi.pages(api, filter), { keepPreviousData: true });
  // The type filter offers the types that exist, whatever the other filters say.
  const all = useSWR('editor/pages/all', () => editorApi.pages(api, {}));
  const types = [...new Set((all.data ?? []).map((row) => row.type))].sort();
  return (
    <section aria-labelledby="pages-heading">
      <h1 id="pages-heading">{t('editor.list.heading')}</h1>
      <div className={styles.filters} role="search">
        <div className={styles.field}>
          <label htmlFor="page-search">{t('editor.list.search')}</label>
          <input id="page-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="page-language">{t('editor.list.language')}</label>
          <select id="page-language" value={language} onChange={(e) => setLanguage(e.target.value)}>
            <option value="">{t('editor.list.allLanguages')}</option>
            {CONTENT_LANGS.map((lang) => <option key={lang} value={lang}>{lang}</option>)}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="page-type">{t('editor.list.type')}</label>
          <select id="page-type" value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">{t('editor.list.allTypes')}</option>
            {types.map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        </div>
      </div>
      {list.error ? <p role="alert" className={styles.error}>{t('editor.error.load', { message: failureText(list.error) })}</p> : null}
      {list.data && list.data.length === 0 ? <p>{t('editor.list.empty')}</p> : null}
      {list.data && list.data.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('editor.list.path')}</th>
              <th scope="col">{t('editor.list.language')}</th>
              <th scope="col">{t('editor.list.type')}</th>
              <th scope="col">{t('editor.list.name')}</th>
              <th scope="col">{t('editor.list.status')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link href={editorPageHref(row.id)} aria-label={t('editor.list.edit', { path: row.path, lang: row.lang })}>{row.path}</Link>
                </td>
                <td>{row.lang}</td>
                <td>{row.type}</td>
                <td>{row.title}</td>
                <td>{status(row, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <CreatePageForm />
    </section>
  );
}
