import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { editorApi, type EditableEntry } from '../api-client';
import { useT } from '../i18n';
import { siteSchema } from '../contract/site-schemas';
import { HTML_LANG, LOCALES, LOCALE_VALUE } from '../contract/locales';
import TreeDocField from './arrange/TreeDocField';
import { treeShape } from './arrange/tree-doc';
import HistoryList from './HistoryList';
import JsonField from './JsonField';
import MappingsEditor from './MappingsEditor';
import { ListField, ObjectFields } from './SchemaFields';
import { createEditorForm, hasChanges } from './editor-form';
import { schemaErrors } from './field-errors';
import { refusalToErrors } from './drafts/error-fields';
import KeptWorkPanel from './drafts/KeptWorkPanel';
import KeptWorkForm from './drafts/KeptWorkForm';
import { useKeptWork, useLatestKept } from './drafts/use-kept-work';
import { describeStruct, type FieldSpec } from './schema-spec';
import { CONTENT_LANGS } from './paths';
import { failureText, isConflict, useEditorApi } from './use-editor';
import styles from './Editor.module.css';

/**
 * The document's fields generated from its schema (contract/site-schemas.ts): a list of titled items as a tree, JSON
 * text when it has no schema.
 */
function SiteDocFields({ type, spec, lang, selection }: { type: string; spec: FieldSpec | null; lang: string; selection: Selection }) {
  const t = useT();
  const tree = treeShape(spec);
  if (tree) {
    const locale = LOCALES.find((l) => LOCALE_VALUE[l] === lang);
    return (
      <fieldset className={styles.panel}>
        <legend>{type}</legend>
        <TreeDocField name="data" docName={type} shape={tree} lang={locale ? HTML_LANG[locale] : undefined} selection={selection.path} onSelect={selection.set} />
      </fieldset>
    );
  }
  if (spec?.kind === 'object') {
    return (
      <fieldset className={styles.panel}>
        <legend>{type}</legend>
        <ObjectFields name="data" spec={spec} />
      </fieldset>
    );
  }
  if (spec?.kind === 'list') return <ListField name="data" label={type} item={spec.item} />;
  return <JsonField name="data" label={`${type} · ${t('editor.site.data')}`} rows={18} />;
}

type Message = { ok: boolean; text: string } | null;
/** The tree item being edited, kept by SiteDoc so that a save (which starts a fresh form) keeps it on screen. */
type Selection = { path: string | null | undefined; set: (path: string | null) => void };

/**
 * One site document (menus, header with its top banner, footer…), saved as a draft and published like a page. The
 * form checks it against the same schema as the API; a refusal by the API shows at its field and in the status line,
 * and what was typed stays in the form.
 */
interface SiteDocFormProps {
  doc: EditableEntry<unknown>;
  onSaved: (saved: EditableEntry<unknown>) => void;
  onReload: (entry: EditableEntry<unknown>, copied: boolean) => void;
  setMessage: (m: Message) => void;
  selection: Selection;
}
type DocValues = { data: unknown };

function SiteDocForm({ doc, onSaved, onReload, setMessage, selection }: SiteDocFormProps) {
  const t = useT();
  const api = useEditorApi();
  const schema = siteSchema(doc.type);
  const spec = useMemo(() => (schema ? describeStruct(schema) : null), [schema]);
  const fail = (error: unknown) => {
    setMessage({ ok: false, text: isConflict(error) ? t('editor.page.conflict', { message: failureText(error) }) : failureText(error) });
    const errors = refusalToErrors(error, [['data', 'data']]);
    if (errors) keptRef.current.reportErrors(errors);
    return errors;
  };
  const save = async ({ data }: DocValues, version = doc.version) => {
    try {
      const saved = await editorApi.saveDraft<unknown>(api, doc.id, { version, data });
      keptRef.current.saved({ data }, saved.version);
      setMessage({ ok: true, text: t('editor.page.saved', { version: saved.version }) });
      onSaved(saved);
      return undefined;
    } catch (error) {
      // Offline: the work stays kept and is saved when the connection returns; a conflict opens the dialog.
      if (keptRef.current.failed(error, { data }, () => form.submit()) === 'offline') return setMessage(null);
      return fail(error);
    }
  };
  const submit = (values: DocValues) => save(values);
  // The document's list is kept out of initialValues (see createEditorForm), so items added and removed keep their edits.
  const validate = (values: { data: unknown }) => (schema ? schemaErrors({}, 'data', values.data, schema, t) : {});
  const [form] = useState(() => createEditorForm<DocValues, 'data'>({ validate, onSubmit: submit }, { data: doc.data }, 'data'));
  const loaded = useMemo(() => ({ data: doc.data }), [doc]);
  const kept = useKeptWork<DocValues>({
    entry: doc,
    form,
    loaded,
    toDraft: ({ data }) => ({ data }),
    fromEntry: (entry) => ({ data: entry.data }),
    resave: (values, version) => save(values, version),
    reload: onReload,
  });
  const keptRef = useLatestKept(kept);
  return (
    <KeptWorkForm form={form} kept={kept} onSubmit={submit} onInvalid={() => setMessage({ ok: false, text: t('editor.page.invalid') })}>
      {({ submitting, values }) => (
        <>
          <div className={styles.toolbar}>
            <button type="submit" disabled={submitting}>{t('editor.page.save')}</button>
            <button
              type="button"
              disabled={submitting || hasChanges(values.data, doc.data) || !doc.hasDraft}
              onClick={async () => {
                try {
                  const published = await editorApi.publish<unknown>(api, doc.id, doc.version);
                  keptRef.current.movedTo(published.version);
                  setMessage({ ok: true, text: t('editor.page.published') });
                  onSaved(published);
                } catch (error) {
                  fail(error);
                }
              }}
            >
              {t('editor.page.publish')}
            </button>
            <span>{t('editor.page.version', { version: doc.version })}</span>
          </div>
          <KeptWorkPanel kept={kept} />
          <SiteDocFields type={doc.type} spec={spec} lang={doc.lang} selection={selection} />
        </>
      )}
    </KeptWorkForm>
  );
}

/** Loads a site document and its history; each saved or published version starts a fresh form. */
function SiteDoc({ id }: { id: number }) {
  const t = useT();
  const api = useEditorApi();
  const entry = useSWR(['editor/entry', id], () => editorApi.entry<unknown>(api, id), { revalidateOnFocus: false });
  const history = useSWR(['editor/history', id], () => editorApi.history(api, id));
  const [message, setMessage] = useState<Message>(null);
  const [path, setPath] = useState<string | null | undefined>(undefined);
  const doc = entry.data;
  if (entry.error) return <p role="alert" className={styles.error}>{t('editor.error.load', { message: failureText(entry.error) })}</p>;
  if (!doc) return <p aria-busy="true">…</p>;
  return (
    <>
      {message ? <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.ok : styles.error}>{message.text}</p> : null}
      <SiteDocForm
        key={doc.version}
        doc={doc}
        setMessage={setMessage}
        selection={{ path, set: setPath }}
        onSaved={(saved) => {
          void entry.mutate(saved, { revalidate: false });
          void history.mutate();
        }}
        onReload={(current, copied) => {
          setMessage(copied ? { ok: true, text: t('editorDrafts.conflict.copied') } : null);
          void entry.mutate(current, { revalidate: false });
        }}
      />
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
        {docId ? <SiteDoc key={docId} id={docId} /> : <p>{t('editor.site.choose')}</p>}
      </section>
      <MappingsEditor />
    </>
  );
}
