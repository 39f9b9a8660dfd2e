import { useRouter } from 'next/router';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { editorApi } from '../api-client';
import { useT } from '../i18n';
import { CONTENT_LANGS, editorPageHref } from './paths';
import { failureText, useEditorApi } from './use-editor';
import styles from './Editor.module.css';
import LabelledInput from './LabelledInput';

interface NewPage {
  path: string;
  lang: string;
  title: string;
}

/** Creates an unpublished page at a path (the API derives its type and code from the route table) and opens it. */
export default function CreatePageForm() {
  const t = useT();
  const api = useEditorApi();
  const router = useRouter();
  const [error, setError] = useState('');
  return (
    <Form<NewPage>
      initialValues={{ lang: CONTENT_LANGS[0] }}
      onSubmit={async (values) => {
        setError('');
        try {
          const page = await editorApi.createPage(api, values);
          await router.push(editorPageHref(page.id));
        } catch (e) {
          setError(failureText(e));
        }
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} className={styles.panel} aria-labelledby="create-heading">
          <h2 id="create-heading">{t('editor.create.heading')}</h2>
          <LabelledInput name="path" id="new-path" label={t('editor.create.path')} required />
          <div className={styles.field}>
            <label htmlFor="new-lang">{t('editor.list.language')}</label>
            <Field name="lang" component="select" id="new-lang">
              {CONTENT_LANGS.map((lang) => <option key={lang} value={lang}>{lang}</option>)}
            </Field>
          </div>
          <LabelledInput name="title" id="new-title" label={t('editor.create.name')} required />
          {error ? <p role="alert" className={styles.error}>{error}</p> : null}
          <button type="submit" disabled={submitting}>{t('editor.create.submit')}</button>
        </form>
      )}
    />
  );
}
