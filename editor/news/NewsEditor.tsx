import Link from 'next/link';
import Router from 'next/router';
import { useMemo, useState } from 'react';
import type { FormApi } from 'final-form';
import useSWR, { useSWRConfig } from 'swr';
import { editorNewsApi, type EditableNews, type NewsFields } from '../../api-client/editor-news';
import { newsFieldsSchema } from '../../contract/news-entry';
import { useT } from '../../i18n';
import EntryScreen, { type EntryFormProps } from '../EntryScreen';
import { ObjectFields } from '../SchemaFields';
import { createEditorForm } from '../editor-form';
import { refusalErrors, schemaErrors } from '../field-errors';
import { useKeptWork, useLatestKept } from '../drafts/use-kept-work';
import { openPreviewTab } from '../preview-tab';
import { describeStruct, type ObjectSpec } from '../schema-spec';
import { failureText, isConflict, isSignedOut, useEditorApi, useStaff } from '../use-editor';
import { newsLiveDraft } from './news-draft';
import { editorNewsHref, newsListHref } from './paths';
import styles from '../Editor.module.css';
import EntryForm from '../EntryForm';
import { entryPublishOutcome, publishCurrent, saveUnsaved } from '../publish-current';
import { useBusyRun } from '../use-busy-run';

interface Values {
  fields: NewsFields;
}

/** The form as an entry draft for the kept-work diff: title and summary, the other fields as data (as /current sends them). */
function keptDraft({ fields }: Values) {
  const { title, summary, ...data } = fields;
  return { title, summary: summary ?? '', data };
}

/**
 * The entry's fields, generated from its type's schema (contract/news-entry.ts, the one the API checks) by the
 * shared SchemaFields, so the body (`html`) gets whatever editor SchemaFields gives HTML fields.
 */
function NewsForm({ entry, onSaved, setStatus, onDraft, onReload, keptOut }: EntryFormProps<EditableNews>) {
  const t = useT();
  const api = useEditorApi();
  const { mutate } = useSWRConfig();
  const readOnly = useStaff().staff?.role === 'viewer';
  const schema = newsFieldsSchema(entry.type);
  const spec = useMemo(() => describeStruct(schema) as ObjectSpec, [schema]);
  const loaded = useMemo<Values>(() => ({ fields: entry.fields }), [entry]);
  const liveDraft = useMemo(() => newsLiveDraft(entry.type), [entry.type]);

  const fail = (error: unknown) => {
    if (isConflict(error)) setStatus({ tone: 'error', text: t('editorNews.edit.conflict', { message: failureText(error) }), conflict: true });
    else setStatus({ tone: 'error', text: isSignedOut(error) ? t('editor.error.session') : failureText(error) });
  };
  const { busy, run } = useBusyRun(fail);

  /** The saved entry, or null and the API's refusal filed at its field. */
  async function save(values: Values, version = entry.version, show = true): Promise<{ saved: EditableNews | null; errors?: object }> {
    try {
      const saved = await editorNewsApi.saveDraft(api, entry.id, { version, fields: values.fields });
      setStatus({ tone: 'ok', text: t('editor.page.saved', { version: saved.version }) });
      keptRef.current.saved(values, saved.version);
      // Publish shows the saved version once it has published it (publishCurrent).
      if (show) onSaved(saved);
      return { saved };
    } catch (error) {
      // Offline: the work stays kept and the save runs again when the connection returns; a conflict opens the dialog.
      if (keptRef.current.failed(error, values, () => formApi.submit()) === 'offline') {
        setStatus(null);
        return { saved: null };
      }
      fail(error);
      const errors = refusalErrors(error, 'fields', 'fields');
      if (errors) keptRef.current.reportErrors(errors);
      return { saved: null, errors };
    }
  }

  /** Preview and publish act on what the editor sees: unsaved edits are saved first, invalid ones stop them. */
  const current = (form: FormApi<Values>, show = true) =>
    saveUnsaved(form, { entry, loaded }, async (values) => (await save(values, entry.version, show)).saved, (errors) => {
      setStatus({ tone: 'error', text: t('editor.page.invalid') });
      kept.reportErrors(errors);
    });

  const preview = (form: FormApi<Values>) => run(() => openPreviewTab(api, { lang: entry.lang, path: entry.url }, async () => (await current(form))?.entry ?? null));

  const remove = () => run(async () => {
    if (!window.confirm(t('editorNews.edit.confirmDelete', { title: entry.fields.title, url: entry.url }))) return;
    await editorNewsApi.remove(api, entry.id, entry.version);
    // The lists kept from before still hold it: the list opened next loads afresh rather than showing it for a moment.
    await mutate((key) => Array.isArray(key) && key[0] === 'editor/news', undefined, { revalidate: false });
    await Router.push(newsListHref({ type: entry.type, language: entry.lang }));
  });

  const publish = (form: FormApi<Values>) =>
    run(() => publishCurrent(() => current(form, false), (version) => editorNewsApi.publish(api, entry.id, version), entryPublishOutcome(t, setStatus, onSaved), keptRef.current));

  const validate = (values: Values) => schemaErrors({}, 'fields', values.fields, schema, t);
  const submit = async (values: Values) => (await save(values)).errors;
  const disabled = busy || readOnly;
  // One form per loaded version (the parent re-keys this component on every new version).
  const [formApi] = useState(() => createEditorForm<Values, 'fields'>({ validate, onSubmit: submit }, loaded, 'fields'));
  const kept = useKeptWork<Values>({
    entry,
    form: formApi,
    loaded,
    toDraft: keptDraft,
    fromEntry: (current) => ({ fields: current.data as NewsFields }),
    resave: (values, version) => save(values, version),
    reload: (_current, copied) => onReload(copied),
  });
  const keptRef = useLatestKept(kept, keptOut);

  return (
    <EntryForm form={formApi} kept={kept} onSubmit={submit} setStatus={setStatus} disabled={disabled} version={entry.version} onPreview={preview} onPublish={publish} toDraft={liveDraft} onDraft={onDraft}
      actions={(off) => <button type="button" disabled={off} onClick={remove}>{t('editorNews.edit.delete')}</button>}>
      <fieldset className={styles.panel}>
        <legend>{t('editorNews.edit.content')}</legend>
        <ObjectFields name="fields" spec={spec} />
      </fieldset>
    </EntryForm>
  );
}

/** One news-kind entry: its fields, generated from its type's schema, on the entry screen every entry shares. */
export default function NewsEditor({ id }: { id: number }) {
  const t = useT();
  const api = useEditorApi();
  const entry = useSWR(['editor/news/entry', id], () => editorNewsApi.entry(api, id), { revalidateOnFocus: false });
  const history = useSWR(['editor/news/history', id], () => editorNewsApi.history(api, id));
  return (
    <EntryScreen
      entry={entry}
      history={history}
      pathOf={(news) => news.url}
      hrefOf={editorNewsHref}
      loading={t('editorNews.list.loading')}
      Form={NewsForm}
      header={(news) => (
        <>
          <p><Link href={newsListHref({ type: news.type, language: news.lang })}>{t('editorNews.edit.back')}</Link></p>
          <h1>{t('editorNews.edit.heading', { title: news.fields.title, lang: news.lang })}</h1>
          <p>{t(`editorNews.types.${news.type}`)} · {t('editorNews.edit.address', { url: news.url })}</p>
        </>
      )}
    />
  );
}
