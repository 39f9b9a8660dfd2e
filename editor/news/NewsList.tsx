import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { editorNewsApi } from '../../api-client/editor-news';
import { useT } from '../../i18n';
import { NEWS_TYPES } from '../../contract/news-entry';
import FilterSelect from '../FilterSelect';
import ListResults from '../ListResults';
import { CONTENT_LANGS } from '../paths';
import { useEditorApi } from '../use-editor';
import NewsCreateForm from './NewsCreateForm';
import { newsStatus } from './NewsStatus';
import { editorNewsHref, typeParam } from './paths';
import { TranslationFilters, TranslationTable, translationFilter } from '../translation/TranslationList';
import { useAddressQuery } from '../use-address-query';
import styles from '../Editor.module.css';

/** News-kind entries of a type and language (both in the address), searchable by title or code, with a create form. */
export default function NewsList() {
  const t = useT();
  const api = useEditorApi();
  const address = useAddressQuery();
  const [query, change] = address;
  const type = typeParam(query?.type);
  const language = query && (CONTENT_LANGS as readonly string[]).includes(query.language) ? query.language : '';
  const [q, setQ] = useState('');
  const filter = { type: type || undefined, language: language || undefined, q: q.trim() || undefined };
  const list = useSWR(query ? ['editor/news', filter.type, filter.language, filter.q] : null, () => editorNewsApi.list(api, filter), { keepPreviousData: true });
  const [translation, setTranslation] = translationFilter(address);
  // A translation filter lists entries of the chosen type with their languages side by side, rather than versions.
  const byTranslation = Boolean(type && translation && (translation.missing || translation.outdated));

  return (
    <section aria-labelledby="news-heading">
      <h1 id="news-heading">{t('editorNews.list.heading')}</h1>
      <div className={styles.filters} role="search">
        <FilterSelect id="news-type" label={t('editorNews.list.type')} all={t('editorNews.list.allTypes')} value={type} onChange={(e) => change({ type: e.target.value })}
          options={NEWS_TYPES.map((name) => [name, t(`editorNews.types.${name}`)])} />
        <FilterSelect id="news-language" label={t('editorNews.list.language')} all={t('editorNews.list.allLanguages')} value={language} onChange={(e) => change({ language: e.target.value })}
          options={CONTENT_LANGS.map((lang) => [lang, lang])} />
        <div className={styles.field}>
          <label htmlFor="news-search">{t('editorNews.list.search')}</label>
          <input id="news-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        {type && translation ? <TranslationFilters filter={translation} onChange={setTranslation} /> : null}
      </div>
      {byTranslation && translation ? <TranslationTable kind="news" type={type} filter={translation} hrefOf={editorNewsHref} /> : (
        <ListResults list={list} loading={t('editorNews.list.loading')} empty={t('editorNews.list.empty')} headings={[t('editorNews.list.title'), t('editorNews.list.type'), t('editorNews.list.language'), t('editorNews.list.date'), t('editorNews.list.status')]} row={(row) => (
          <tr key={row.id}>
            <td>
              <Link href={editorNewsHref(row.id)} aria-label={t('editorNews.list.edit', { title: row.title, lang: row.lang })}>{row.title}</Link>
              <br />
              <code>{row.url}</code>
            </td>
            <td>{t(`editorNews.types.${row.type}`)}</td>
            <td>{row.lang}</td>
            <td>{row.date}</td>
            <td>{newsStatus(row, t)}</td>
          </tr>
        )} />
      )}
      <NewsCreateForm type={type} language={language} />
    </section>
  );
}
