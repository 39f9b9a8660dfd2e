import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Field } from 'react-final-form';
import type { FormApi } from 'final-form';
import useSWR from 'swr';
import { editorApi, type EditablePage, type EditorModule, type PageSeo } from '../api-client';
import { useT, type Translate } from '../i18n';
import { moduleDeclaration } from '../registry';
import EntryScreen, { type EntryFormProps } from './EntryScreen';
import ModuleList from './ModuleList';
import { createEditorForm } from './editor-form';
import { schemaErrors } from './field-errors';
import { refusalToErrors } from './drafts/error-fields';
import { useKeptWork, useLatestKept } from './drafts/use-kept-work';
import { openPreviewTab } from './preview-tab';
import { failureText, isConflict, isSignedOut, useEditorApi, useStaff } from './use-editor';
import styles from './Editor.module.css';
import EntryForm from './EntryForm';
import { entryPublishOutcome, publishCurrent, saveUnsaved } from './publish-current';
import { useBusyRun } from './use-busy-run';
import { editorPageHref } from './paths';

interface PageValues {
  title: string;
  summary: string;
  seo: PageSeo;
  modules: EditorModule[];
}

function toValues(page: EditablePage): PageValues {
  return {
    title: page.title,
    summary: page.summary,
    seo: page.data.seo ?? {},
    // Details arrive as objects or (older rows) JSON text; the form edits objects and always carries visible.
    modules: (page.data.moduleViewList ?? []).map((m) => {
      let details: unknown = m.details;
      if (typeof details === 'string') {
        try {
          details = JSON.parse(details);
        } catch {
          details = {};
        }
      }
      return { ...m, details: { ...(details as object), visible: (details as { visible?: boolean })?.visible !== false } };
    }),
  };
}

/** The form's values as an entry draft: what Save stores and what the live preview renders. */
const pageDraft = (values: PageValues) => ({
  title: values.title ?? '',
  summary: values.summary ?? '',
  data: { seo: values.seo ?? {}, moduleViewList: values.modules ?? [] },
});

/** Every registered module's details checked against the schema it registered, errors filed next to their fields. */
function validatePage(values: PageValues, t: Translate) {
  let errors: object = {};
  (values.modules ?? []).forEach((m, index) => {
    const definition = moduleDeclaration(m.type);
    if (definition) errors = schemaErrors(errors, `modules[${index}].details`, m.details, definition.schema, t);
  });
  return errors;
}

/** Where the API's 400 names a field of the request, and the form field that edits it (most specific first). */
const REFUSAL_ROUTES: Array<[string, string]> = [['data.moduleViewList', 'modules'], ['data.seo', 'seo'], ['title', 'title'], ['summary', 'summary']];

/** The draft as kept locally and compared on a conflict: what is saved, plus the page's path. */
const toDraft = (path: string) => (values: PageValues) => {
  const draft = pageDraft(values);
  return { ...draft, data: { path, ...draft.data } };
};

function PageForm({ entry: page, onSaved, onReload, setStatus, onDraft, keptOut }: EntryFormProps<EditablePage>) {
  const t = useT();
  const api = useEditorApi();
  // Viewers may look and preview; the API refuses their writes, so the write buttons are off for them.
  const readOnly = useStaff().staff?.role === 'viewer';
  const loaded = useMemo(() => toValues(page), [page]);

  const fail = (error: unknown) => {
    if (isConflict(error)) setStatus({ tone: 'error', text: t('editor.page.conflict', { message: failureText(error) }), conflict: true });
    else if (isSignedOut(error)) setStatus({ tone: 'error', text: t('editor.error.session') });
    else setStatus({ tone: 'error', text: failureText(error) });
  };
  const { busy, run } = useBusyRun(fail);

  /**
   * Saves the form as a draft: the saved page, or null and (when the API refused a module's field) submission
   * errors that show the API's message at that field.
   */
  async function trySave(values: PageValues, version = page.version, show = true): Promise<{ saved: EditablePage | null; errors?: object }> {
    try {
      const saved = await editorApi.saveDraft<EditablePage['data']>(api, page.id, { version, ...pageDraft(values) });
      setStatus({ tone: 'ok', text: t('editor.page.saved', { version: saved.version }) });
      keptRef.current.saved(values, saved.version);
      // Publish shows the saved version once it has published it (publishCurrent).
      if (show) onSaved(saved as EditablePage);
      return { saved: saved as EditablePage };
    } catch (error) {
      // Offline: the work stays kept and the save runs again when the connection returns; a conflict opens the dialog.
      if (keptRef.current.failed(error, values, () => formApi.submit()) === 'offline') {
        setStatus(null);
        return { saved: null };
      }
      fail(error);
      const errors = refusalToErrors(error, REFUSAL_ROUTES);
      if (errors) keptRef.current.reportErrors(errors);
      return { saved: null, errors };
    }
  }
  /** Unsaved edits are saved first, so that Preview and Publish always act on what the editor sees. */
  const saveFirst = (form: FormApi<PageValues>, show = true) =>
    saveUnsaved(form, { entry: page, loaded }, async (values) => (await trySave(values, page.version, show)).saved, (errors) => {
      setStatus({ tone: 'error', text: t('editor.page.invalid') });
      kept.reportErrors(errors);
    });

  const preview = (form: FormApi<PageValues>) => run(() => openPreviewTab(api, { lang: page.lang, path: page.data.path }, async () => (await saveFirst(form))?.entry ?? null));
  const publishVersion = async (version: number) => (await editorApi.publish<EditablePage['data']>(api, page.id, version)) as EditablePage;
  const publish = (form: FormApi<PageValues>) => run(() => publishCurrent(() => saveFirst(form, false), publishVersion, entryPublishOutcome(t, setStatus, onSaved), keptRef.current));

  // One form per loaded version (the parent re-keys this component on every new version).
  const submit = async (values: PageValues) => (await trySave(values)).errors;
  const [formApi] = useState(() => createEditorForm<PageValues, 'modules'>({ validate: (values) => validatePage(values, t), onSubmit: submit }, loaded, 'modules'));
  const kept = useKeptWork<PageValues>({
    entry: page,
    form: formApi,
    loaded,
    toDraft: useMemo(() => toDraft(page.data.path), [page]),
    fromEntry: (entry) => toValues(entry as EditablePage),
    resave: (values, version) => trySave(values, version),
    reload: (entry, copied) => onReload(copied, entry as EditablePage),
  });
  const keptRef = useLatestKept(kept, keptOut);

  return (
    <EntryForm form={formApi} kept={kept} onSubmit={submit} setStatus={setStatus} disabled={busy || readOnly} version={page.version} onPreview={preview} onPublish={publish} toDraft={pageDraft} onDraft={onDraft}>
      <fieldset className={styles.panel}>
        <legend>{t('editor.page.settings')}</legend>
        {([
          ['title', 'editor.page.name'],
          ['summary', 'editor.page.desc'],
          ['seo.title', 'editor.page.seoTitle'],
          ['seo.description', 'editor.page.seoDescription'],
          ['seo.keywords', 'editor.page.seoKeywords'],
        ] as const).map(([name, label]) => (
          <div className={styles.field} key={name}>
            <label htmlFor={`page-${name}`}>{t(label)}</label>
            <Field name={name} component="input" id={`page-${name}`} parse={(v) => v ?? ''} />
          </div>
        ))}
      </fieldset>
      <ModuleList />
    </EntryForm>
  );
}

/** The page editor: settings and SEO, the module list with generated forms, on the entry screen every entry shares. */
export default function PageEditor({ id }: { id: number }) {
  const t = useT();
  const api = useEditorApi();
  const entry = useSWR(['editor/entry', id], () => editorApi.entry<EditablePage['data']>(api, id) as Promise<EditablePage>, { revalidateOnFocus: false });
  const history = useSWR(['editor/history', id], () => editorApi.history(api, id));
  // Site documents share the entries API; they are edited on the site screen, not as a page.
  if (entry.data && entry.data.kind !== 'page') return <p><Link href="/editor/site/">{t('editor.nav.site')}</Link></p>;
  return (
    <EntryScreen
      entry={entry}
      history={history}
      pathOf={(page) => page.data.path}
      hrefOf={editorPageHref}
      loading="…"
      Form={PageForm}
      header={(page) => (
        <>
          <p><Link href="/editor/">{t('editor.page.back')}</Link></p>
          <h1>{t('editor.page.heading', { path: page.data.path, lang: page.lang })}</h1>
        </>
      )}
    />
  );
}
