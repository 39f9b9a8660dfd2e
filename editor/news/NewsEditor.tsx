import Link from 'next/link';
import Router from 'next/router';
import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import useSWR from 'swr';
import { editorNewsApi, type EditableNews, type NewsFields } from '../../api-client/editor-news';
import { newsFieldsSchema } from '../../contract/news-entry';
import { useT } from '../../i18n';
import EditorStatus, { type Status } from '../EditorStatus';
import HistoryList from '../HistoryList';
import { ObjectFields } from '../SchemaFields';
import { hasChanges, submitOrReportInvalid } from '../editor-form';
import { refusalErrors, schemaErrors } from '../field-errors';
import { openPreviewTab } from '../preview-tab';
import { describeStruct, type ObjectSpec } from '../schema-spec';
import { failureText, isConflict, isSignedOut, useEditorApi, useStaff } from '../use-editor';
import LiveSplit, { ReportDraft, type OnDraft } from '../preview/LiveSplit';
import { newsLiveDraft } from './news-draft';
import { newsListHref } from './paths';
import styles from '../Editor.module.css';

interface Values {
  fields: NewsFields;
}

/**
 * The entry's fields, generated from its type's schema (contract/news-entry.ts, the one the API checks) by the
 * shared SchemaFields, so the body (`html`) gets whatever editor SchemaFields gives HTML fields.
 */
interface NewsFormProps {
  entry: EditableNews;
  onSaved: (entry: EditableNews) => void;
  setStatus: (s: Status) => void;
  onDraft: OnDraft;
}

function NewsForm({ entry, onSaved, setStatus, onDraft }: NewsFormProps) {
  const t = useT();
  const api = useEditorApi();
  const [busy, setBusy] = useState(false);
  const readOnly = useStaff().staff?.role === 'viewer';
  const schema = newsFieldsSchema(entry.type);
  const spec = useMemo(() => describeStruct(schema) as ObjectSpec, [schema]);
  const loaded = useMemo<Values>(() => ({ fields: entry.fields }), [entry]);
  const liveDraft = useMemo(() => newsLiveDraft(entry.type), [entry.type]);

  const fail = (error: unknown) => {
    if (isConflict(error)) setStatus({ tone: 'error', text: t('editorNews.edit.conflict', { message: failureText(error) }), conflict: true });
    else setStatus({ tone: 'error', text: isSignedOut(error) ? t('editor.error.session') : failureText(error) });
  };

  /** The saved entry, or null and the API's refusal filed at its field. */
  async function save(values: Values): Promise<{ saved: EditableNews | null; errors?: object }> {
    try {
      const saved = await editorNewsApi.saveDraft(api, entry.id, { version: entry.version, fields: values.fields });
      setStatus({ tone: 'ok', text: t('editor.page.saved', { version: saved.version }) });
      onSaved(saved);
      return { saved };
    } catch (error) {
      fail(error);
      return { saved: null, errors: refusalErrors(error, 'fields', 'fields') };
    }
  }

  /** Preview and publish act on what the editor sees: unsaved edits are saved first, invalid ones stop them. */
  async function current(form: FormApi<Values>): Promise<EditableNews | null> {
    const state = form.getState();
    if (state.invalid) {
      void form.submit();
      setStatus({ tone: 'error', text: t('editor.page.invalid') });
      return null;
    }
    return hasChanges(state.values, loaded) ? (await save(state.values)).saved : entry;
  }

  async function run(action: () => Promise<void>, onError?: () => void) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      onError?.();
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  // run() calls the action before its first await, so the tab still opens within the click.
  const preview = (form: FormApi<Values>) => run(() => openPreviewTab(api, { lang: entry.lang, path: entry.url }, () => current(form)));

  const remove = () => run(async () => {
    if (!window.confirm(t('editorNews.edit.confirmDelete', { title: entry.fields.title, url: entry.url }))) return;
    await editorNewsApi.remove(api, entry.id, entry.version);
    await Router.push(newsListHref({ type: entry.type, language: entry.lang }));
  });

  const publish = (form: FormApi<Values>) => run(async () => {
    const saved = await current(form);
    if (!saved) return;
    if (!saved.hasDraft && saved.published) return setStatus({ tone: 'ok', text: t('editor.page.nothingToPublish') });
    const published = await editorNewsApi.publish(api, entry.id, saved.version);
    setStatus({ tone: 'ok', text: t('editor.page.published') });
    onSaved(published);
  });

  const validate = (values: Values) => schemaErrors({}, 'fields', values.fields, schema, t);
  const submit = async (values: Values) => (await save(values)).errors;
  const disabled = busy || readOnly;

  return (
    <Form<Values>
      initialValues={loaded}
      validate={validate}
      onSubmit={submit}
      render={({ handleSubmit, form, submitting }) => (
        <form noValidate onSubmit={submitOrReportInvalid(handleSubmit, form, () => setStatus({ tone: 'error', text: t('editor.page.invalid') }))}>
          <div className={styles.toolbar} role="toolbar" aria-label={t('editor.title')}>
            <button type="submit" disabled={submitting || disabled}>{t('editor.page.save')}</button>
            <button type="button" disabled={submitting || disabled} onClick={() => preview(form)}>{t('editor.page.preview')}</button>
            <button type="button" disabled={submitting || disabled} onClick={() => publish(form)}>{t('editor.page.publish')}</button>
            <button type="button" disabled={submitting || disabled} onClick={remove}>{t('editorNews.edit.delete')}</button>
            <span>{t('editor.page.version', { version: entry.version })}</span>
          </div>
          <fieldset className={styles.panel}>
            <legend>{t('editorNews.edit.content')}</legend>
            <ObjectFields name="fields" spec={spec} />
          </fieldset>
          <ReportDraft toDraft={liveDraft} onDraft={onDraft} />
        </form>
      )}
    />
  );
}

/** One news-kind entry: its fields, save / preview / publish with the version check, and its history. */
export default function NewsEditor({ id }: { id: number }) {
  const t = useT();
  const api = useEditorApi();
  const entry = useSWR(['editor/news/entry', id], () => editorNewsApi.entry(api, id), { revalidateOnFocus: false });
  const history = useSWR(['editor/news/history', id], () => editorNewsApi.history(api, id));
  const [status, setStatus] = useState<Status>(null);
  const [generation, setGeneration] = useState(0);
  const data = entry.data;

  if (entry.error) return <p role="alert" className={styles.error}>{t('editor.error.load', { message: failureText(entry.error) })}</p>;
  if (!data) return <p aria-busy="true">{t('editorNews.list.loading')}</p>;
  return (
    <div className={styles.editor}>
      <p><Link href={newsListHref({ type: data.type, language: data.lang })}>{t('editorNews.edit.back')}</Link></p>
      <h1>{t('editorNews.edit.heading', { title: data.fields.title, lang: data.lang })}</h1>
      <p>{t(`editorNews.types.${data.type}`)} · {t('editorNews.edit.address', { url: data.url })}</p>
      {/* The detail page as the site renders it, in the entry's language, from what the form holds now. */}
      <LiveSplit target={{ id: data.id, path: data.url, lang: data.lang }}>
        {(onDraft) => (
          <>
            <EditorStatus status={status} onReload={async () => { setStatus(null); await entry.mutate(); setGeneration((g) => g + 1); }} />
            {/* Each new version (saved, published or reloaded) starts a fresh form from what the server holds. */}
            <NewsForm
              key={`${data.version}-${generation}`}
              entry={data}
              setStatus={setStatus}
              onDraft={onDraft}
              onSaved={(saved) => {
                void entry.mutate(saved, { revalidate: false });
                void history.mutate();
              }}
            />
            <HistoryList rows={history.data} />
          </>
        )}
      </LiveSplit>
    </div>
  );
}
