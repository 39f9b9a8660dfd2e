import { useState } from 'react';
import { Form } from 'react-final-form';
import useSWR from 'swr';
import { editorApi, type EditableEntry } from '../../api-client';
import { useT } from '../../i18n';
import HistoryList from './HistoryList';
import JsonField from './JsonField';
import MappingsEditor from './MappingsEditor';
import { CONTENT_LANGS } from './paths';
import { failureText, isConflict, useEditorApi } from './use-editor';
import styles from './Editor.module.css';

/** One site document (menus, header with its top banner, footer…) as JSON, saved as a draft and published like a page. */
function SiteDocForm({ id }: { id: number }) {
  const t = useT();
  const api = useEditorApi();
  const entry = useSWR(['editor/entry', id], () => editorApi.entry<unknown>(api, id), { revalidateOnFocus: false });
  const history = useSWR(['editor/history', id], () => editorApi.history(api, id));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const doc = entry.data;
  if (entry.error) return <p role="alert" className={styles.error}>{t('editor.error.load', { message: failureText(entry.error) })}</p>;
  if (!doc) return <p aria-busy="true">…</p>;
  const done = (saved: EditableEntry<unknown>, text: string) => {
    setMessage({ ok: true, text });
    void entry.mutate(saved, { revalidate: false });
    void history.mutate();
  };
  const fail = (error: unknown) =>
    setMessage({ ok: false, text: isConflict(error) ? t('editor.page.conflict', { message: failureText(error) }) : failureText(error) });
  return (
    <>
      <Form<{ data: unknown }>
        key={doc.version}
        initialValues={{ data: doc.data }}
        onSubmit={async ({ data }) => {
          try {
            const saved = await editorApi.saveDraft<unknown>(api, id, { version: doc.version, data });
            done(saved, t('editor.page.saved', { version: saved.version }));
          } catch (error) {
            fail(error);
          }
        }}
        render={({ handleSubmit, submitting, dirty }) => (
          <form onSubmit={handleSubmit} noValidate>
            <JsonField name="data" label={`${doc.type} · ${t('editor.site.data')}`} rows={18} />
            <div className={styles.toolbar}>
              <button type="submit" disabled={submitting}>{t('editor.page.save')}</button>
              <button
                type="button"
                disabled={submitting || dirty || !doc.hasDraft}
                onClick={async () => {
                  try {
                    done(await editorApi.publish<unknown>(api, id, doc.version), t('editor.page.published'));
                  } catch (error) {
                    fail(error);
                  }
                }}
              >
                {t('editor.page.publish')}
              </button>
              <span>{t('editor.page.version', { version: doc.version })}</span>
            </div>
          </form>
        )}
      />
      {message ? <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.ok : styles.error}>{message.text}</p> : null}
      <HistoryList rows={history.data} />
    </>
  );
}

/** Site documents per language, and the redirects (link mappings). */
export default function SiteEditor() {
  const t = useT();
  const api = useEditorApi();
  const [language, setLanguage] = useState<string>(CONTENT_LANGS[0]);
  const [docId, setDocId] = useState<number | null>(null);
  const docs = useSWR(['editor/site', language], () => editorApi.siteDocs(api, language));
  return (
    <>
      <section aria-labelledby="site-heading">
        <h1 id="site-heading">{t('editor.site.heading')}</h1>
        <div className={styles.filters}>
          <div className={styles.field}>
            <label htmlFor="site-language">{t('editor.site.language')}</label>
            <select id="site-language" value={language} onChange={(e) => { setLanguage(e.target.value); setDocId(null); }}>
              {CONTENT_LANGS.map((lang) => <option key={lang} value={lang}>{lang}</option>)}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="site-doc">{t('editor.site.doc')}</label>
            <select id="site-doc" value={docId ?? ''} onChange={(e) => setDocId(e.target.value ? Number(e.target.value) : null)}>
              <option value="">{t('editor.field.none')}</option>
              {(docs.data ?? []).map((d) => <option key={d.id} value={d.id}>{d.type}{d.hasDraft ? ' *' : ''}</option>)}
            </select>
          </div>
        </div>
        {docs.error ? <p role="alert" className={styles.error}>{t('editor.error.load', { message: failureText(docs.error) })}</p> : null}
        {docId ? <SiteDocForm key={docId} id={docId} /> : <p>{t('editor.site.choose')}</p>}
      </section>
      <MappingsEditor />
    </>
  );
}
