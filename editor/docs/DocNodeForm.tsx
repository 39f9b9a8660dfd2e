import { useMemo, useState, type MutableRefObject } from 'react';
import type { FormApi } from 'final-form';
import type { Struct } from 'superstruct';
import { DOC_FIELDS, type DocFields, type EditableDocNode } from '../../contract/doc-nodes';
import { editorDocsApi } from '../../api-client/editor-docs';
import { useT } from '../../i18n';
import { ObjectFields } from '../SchemaFields';
import { describeStruct, type ObjectSpec } from '../schema-spec';
import { createEditorForm } from '../editor-form';
import { refusalErrors, schemaErrors } from '../field-errors';
import { openPreviewTab } from '../preview-tab';
import { publishCurrent, saveUnsaved } from '../publish-current';
import { useBusyRun } from '../use-busy-run';
import { useEditorApi, useStaff } from '../use-editor';
import { ReportDraft, type OnDraft } from '../preview/LiveSplit';
import KeptWorkForm from '../drafts/KeptWorkForm';
import KeptWorkPanel from '../drafts/KeptWorkPanel';
import { useKeptWork, useLatestKept, type KeptWork } from '../drafts/use-kept-work';
import editorStyles from '../Editor.module.css';

interface Values {
  fields: DocFields;
}
/** Shows an outcome in the screen's status line; null clears it. */
export type Report = (outcome: { ok: string } | { error: unknown } | null) => void;

/** What the live preview shows of a node: its name and HTML (nodes without a page have no preview). */
const toDraft = (values: Values) => {
  const fields = values.fields as { name?: string; contentHtml?: string };
  return { title: fields.name ?? '', body: fields.contentHtml ?? '', data: {} };
};

/**
 * A node's fields, generated from its kind's schema (contract/doc-nodes.ts, the one the API checks), with
 * Save draft, Preview and Publish. Preview and Publish save unsaved edits first. What is typed is kept on the device
 * until saved, as in the other editor forms (useKeptWork): offered back when the node opens again, carried into the
 * saved version's form when typed while a save was on its way, saved once the connection returns, and shown beside
 * the other's change when someone else saved first.
 */
/** A node's work kept on the device is named by its language too: a node's languages share its id. */
export const keptKind = (lang: string) => `doc-${lang}`;

interface Props {
  node: EditableDocNode;
  onSaved: (node: EditableDocNode) => void;
  report: Report;
  onDraft?: OnDraft;
  /** Set to this form's kept work (useLatestKept): the screen's unpublish and moves tell it what they made. */
  keptOut?: MutableRefObject<KeptWork | null>;
}

export default function DocNodeForm({ node, onSaved, report, onDraft, keptOut }: Props) {
  const t = useT();
  const api = useEditorApi();
  const { busy, run } = useBusyRun((error) => report({ error }));
  const readOnly = useStaff().staff?.role === 'viewer';
  const schema = DOC_FIELDS[node.kind] as Struct<DocFields>;
  const spec = useMemo(() => describeStruct(schema) as ObjectSpec, [schema]);
  const loaded = useMemo<Values>(() => ({ fields: node.fields }), [node]);

  async function trySave(values: Values, version = node.version, show = true): Promise<{ saved: EditableDocNode | null; errors?: object }> {
    try {
      const saved = await editorDocsApi.saveDraft(api, node.id, { lang: node.lang, version, fields: values.fields });
      report({ ok: t('docsEditor.form.saved', { version: saved.version }) });
      keptRef.current.saved(values, saved.version);
      // Publish shows the saved version once it has published it (publishCurrent).
      if (show) onSaved(saved);
      return { saved };
    } catch (error) {
      // Offline: the work stays kept and is saved when the connection returns; a conflict opens the dialog.
      if (keptRef.current.failed(error, values, () => formApi.submit()) === 'offline') {
        report(null);
        return { saved: null };
      }
      report({ error });
      const errors = refusalErrors(error, 'fields', 'fields');
      if (errors) keptRef.current.reportErrors(errors);
      return { saved: null, errors };
    }
  }

  const saveIfNeeded = (form: FormApi<Values>, show = true) =>
    saveUnsaved(form, { entry: node, loaded }, async (values) => (await trySave(values, node.version, show)).saved, (errors) => {
      report({ error: new Error(t('docsEditor.form.invalid')) });
      keptRef.current.reportErrors(errors);
    });

  /** Nodes without a page (node.path null) have no preview: the button is off. */
  async function preview(form: FormApi<Values>) {
    const path = node.path;
    if (path) await run(() => openPreviewTab(api, { lang: node.lang, path }, async () => (await saveIfNeeded(form))?.entry ?? null));
  }

  const publish = (form: FormApi<Values>) =>
    run(() =>
      publishCurrent(() => saveIfNeeded(form, false), (version) => editorDocsApi.publish(api, node.id, { lang: node.lang, version }), {
        unchanged: () => report({ ok: t('docsEditor.form.nothingToPublish') }),
        published: (published) => {
          report({ ok: t('docsEditor.form.published') });
          onSaved(published);
        },
        saved: onSaved,
      }, keptRef.current),
    );

  const submit = async (values: Values) => (await trySave(values)).errors;
  const [formApi] = useState(() =>
    createEditorForm<Values, 'fields'>({ validate: (values) => schemaErrors({}, 'fields', values.fields, schema, t), onSubmit: submit }, loaded, 'fields'),
  );
  const kept = useKeptWork<Values, EditableDocNode>({
    entry: node,
    kind: keptKind(node.lang),
    form: formApi,
    loaded,
    toDraft: ({ fields }) => ({ data: fields }),
    fromEntry: (current) => ({ fields: current.fields }),
    // Who saved last: the node's newest history row (its read carries no last change; the history names staff by e-mail).
    loadCurrent: async () => {
      const [entry, rows] = await Promise.all([editorDocsApi.node(api, node.id, node.lang), editorDocsApi.history(api, node.id, node.lang).catch(() => [])]);
      const last = rows[0];
      return { entry, lastChange: last ? { action: last.action, version: last.version, staffEmail: last.staffEmail, staffName: '', at: last.createdAt } : null };
    },
    resave: (values, version) => trySave(values, version),
    reload: (current, copied) => {
      report(copied ? { ok: t('editorDrafts.conflict.copied') } : null);
      onSaved(current);
    },
  });
  const keptRef = useLatestKept(kept, keptOut);
  const state = !node.published ? t('docsEditor.notPublished') : node.hasDraft ? t('docsEditor.draft') : t('docsEditor.form.live');
  return (
    <KeptWorkForm form={formApi} kept={kept} onSubmit={submit} onInvalid={() => report({ error: new Error(t('docsEditor.form.invalid')) })} labelledBy="node-heading">
      {({ form, submitting }) => (
        <>
          <h2 id="node-heading">{t('docsEditor.form.heading', { kind: t(`docsEditor.kind.${node.kind}`), name: node.fields.name })}</h2>
          <div className={editorStyles.toolbar} role="toolbar" aria-label={t('docsEditor.form.heading', { kind: t(`docsEditor.kind.${node.kind}`), name: node.fields.name })}>
            <button type="submit" disabled={submitting || busy || readOnly}>{t('docsEditor.form.save')}</button>
            <button type="button" disabled={submitting || busy || readOnly || !node.path} onClick={() => preview(form)}>{t('docsEditor.form.preview')}</button>
            <button type="button" disabled={submitting || busy || readOnly} onClick={() => publish(form)}>{t('docsEditor.form.publish')}</button>
            <span>{t('docsEditor.form.status', { state, version: node.version })}</span>
          </div>
          {!node.path ? <p>{t('docsEditor.form.noPage')}</p> : null}
          <KeptWorkPanel kept={kept} />
          {onDraft ? <ReportDraft<Values> toDraft={toDraft} onDraft={onDraft} /> : null}
          <fieldset className={editorStyles.panel}>
            <legend>{t('docsEditor.form.fields')}</legend>
            <ObjectFields name="fields" spec={spec} />
          </fieldset>
        </>
      )}
    </KeptWorkForm>
  );
}
