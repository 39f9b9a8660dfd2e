import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { editorApi, type PageListRow } from '../api-client';
import { useT, type Translate } from '../i18n';
import CreatePageForm from './CreatePageForm';
import FilterSelect from './FilterSelect';
import ListResults from './ListResults';
import { CONTENT_LANGS, editorPageHref } from './paths';
import { useEditorApi } from './use-editor';
import { TranslationFilters, TranslationTable, translationFilter } from './translation/TranslationList';
import { useAddressQuery } from './use-address-query';
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
  const [translation, setTranslation] = translationFilter(useAddressQuery());
  // A translation filter lists pages (all their languages side by side) rather than versions.
  const byTranslation = Boolean(translation && (translation.missing || translation.outdated));
  return (
    <section aria-labelledby="pages-heading">
      <h1 id="pages-heading">{t('editor.list.heading')}</h1>
      <div className={styles.filters} role="search">
        <div className={styles.field}>
          <label htmlFor="page-search">{t('editor.list.search')}</label>
          <input id="page-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <FilterSelect id="page-language" label={t('editor.list.language')} all={t('editor.list.allLanguages')} value={language} onChange={(e) => setLanguage(e.target.value)} options={CONTENT_LANGS.map((lang) => [lang, lang])} />
        <FilterSelect id="page-type" label={t('editor.list.type')} all={t('editor.list.allTypes')} value={type} onChange={(e) => setType(e.target.value)} options={types.map((name) => [name, name])} />
        {translation ? <TranslationFilters filter={translation} onChange={setTranslation} /> : null}
      </div>
      {byTranslation && translation ? <TranslationTable kind="page" filter={translation} hrefOf={editorPageHref} /> : (
        <ListResults list={list} empty={t('editor.list.empty')} headings={[t('editor.list.path'), t('editor.list.language'), t('editor.list.type'), t('editor.list.name'), t('editor.list.status')]} row={(row) => (
          <tr key={row.id}>
            <td>
              <Link href={editorPageHref(row.id)} aria-label={t('editor.list.edit', { path: row.path, lang: row.lang })}>{row.path}</Link>
            </td>
            <td>{row.lang}</td>
            <td>{row.type}</td>
            <td>{row.title}</td>
            <td>{status(row, t)}</td>
          </tr>
        )} />
      )}
      <CreatePageForm />
    </section>
  );
}
