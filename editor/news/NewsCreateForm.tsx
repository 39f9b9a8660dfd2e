import { useRouter } from 'next/router';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { editorNewsApi } from '../../api-client/editor-news';
import { NEWS_TYPES } from '../../contract/news-entry';
import { useT } from '../../i18n';
import { CONTENT_LANGS } from '../paths';
import { failureText, useEditorApi } from '../use-editor';
import { editorNewsHref } from './paths';
import styles from '../Editor.module.css';

interface NewEntry {
  type: string;
  lang: string;
  code: string;
  title: string;
}

/** Creates an unpublished entry of a type and language (the list's filters preselect them) and opens it. */
export default function NewsCreateForm({ type, language }: { type: string; language: string }) {
  const t = useT();
  const api = useEditorApi();
  const router = useRouter();
  const [error, setError] = useState('');
  return (
    <Form<NewEntry>
      initialValues={{ type: type || NEWS_TYPES[0], lang: language || CONTENT_LANGS[0] }}
      onSubmit={async (values) => {
        setError('');
        try {
          const entry = await editorNewsApi.create(api, values);
          await router.push(editorNewsHref(entry.id));
        } catch (e) {
          setError(failureText(e));
        }
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} className={styles.panel} aria-labelledby="news-create-heading">
          <h2 id="news-create-heading">{t('editorNews.create.heading')}</h2>
          <div className={styles.field}>
            <label htmlFor="news-new-type">{t('editorNews.list.type')}</label>
            <Field name="type" component="select" id="news-new-type">
              {NEWS_TYPES.map((name) => <option key={name} value={name}>{t(`editorNews.types.${name}`)}</option>)}
            </Field>
          </div>
          <div className={styles.field}>
            <label htmlFor="news-new-lang">{t('editorNews.list.language')}</label>
            <Field name="lang" component="select" id="news-new-lang">
              {CONTENT_LANGS.map((lang) => <option key={lang} value={lang}>{lang}</option>)}
            </Field>
          </div>
          <div className={styles.field}>
            <label htmlFor="news-new-code">{t('editorNews.create.code')}</label>
            <Field name="code" component="input" id="news-new-code" required autoComplete="off" />
          </div>
          <div className={styles.field}>
            <label htmlFor="news-new-title">{t('editorNews.create.title')}</label>
            <Field name="title" component="input" id="news-new-title" required />
          </div>
          {error ? <p role="alert" className={styles.error}>{error}</p> : null}
          <button type="submit" disabled={submitting}>{submitting ? t('editorNews.create.busy') : t('editorNews.create.submit')}</button>
        </form>
      )}
    />
  );
}
