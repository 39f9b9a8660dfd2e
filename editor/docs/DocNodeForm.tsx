import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import type { Struct } from 'superstruct';
import { DOC_FIELDS, type DocFields, type EditableDocNode } from '../../contract/doc-nodes';
import { editorDocsApi } from '../../api-client/editor-docs';
import { useT } from '../../i18n';
import { ObjectFields } from '../SchemaFields';
import { describeStruct, type ObjectSpec } from '../schema-spec';
import { createEditorForm, hasChanges, submitOrReportInvalid } from '../editor-form';
import { refusalErrors, schemaErrors } from '../field-errors';
import { openPreviewTab } from '../preview-tab';
import { publishCurrent } from '../publish-current';
import { useBusyRun } from '../use-busy-run';
import { useEditorApi, useStaff } from '../use-editor';
import { ReportDraft, type OnDraft } from '../preview/LiveSplit';
import editorStyles from '../Editor.module.css';

interface Values {
  fields: DocFields;
}
export type Report = (outcome: { ok: string } | { error: unknown }) => void;

/**
 * A node's fields, generated from its kind's schema (contract/doc-nodes.ts, the one the API checks), with
 * Save draft, Preview and Publish. Preview and Publish save unsaved edits first.
 */
/** What the live preview shows of a node: its name and HTML (nodes without a page have no preview). */
const toDraft = (values: Values) => {
  const fields = values.fields as { name?: string; contentHtml?: string };
  return { title: fields.name ?? '', body: fields.contentHtml ?? '', data: {} };
};

export default function DocNodeForm({ node, onSaved, report, onDraft }: { node: EditableDocNode; onSaved: (node: EditableDocNode) => void; report: Report; onDraft?: OnDraft }) {
  const t = useT();
  const api = useEditorApi();
  const { busy, run } = useBusyRun((error) => report({ error }));
  const readOnly = useStaff().staff?.role === 'viewer';
  const schema = DOC_FIELDS[node.kind] as Struct<DocFields>;
  const spec = useMemo(() => describeStruct(schema) as ObjectSpec, [schema]);
  const loaded = useMemo<Values>(() => ({ fields: node.fields }), [node]);

  async function trySave(values: Values): Promise<{ saved: EditableDocNode | null; errors?: object }> {
    try {
      const saved = await editorDocsApi.saveDraft(api, node.id, { lang: node.lang, version: node.version, fields: values.fields });
      report({ ok: t('docsEditor.form.saved', { version: saved.version }) });
      onSaved(saved);
      return { saved };
    } catch (error) {
      report({ error });
      return { saved: null, errors: refusalErrors(error, 'fields', 'fields') };
    }
  }

  async function saveIfNeeded(form: FormApi<Values>): Promise<EditableDocNode | null> {
    const state = form.getState();
    if (state.invalid) {
      void form.submit();
      report({ error: new Error(t('docsEditor.form.invalid')) });
      return null;
    }
    return hasChanges(state.values, loaded) ? (await trySave(state.values)).saved : node;
  }

  /** Nodes without a page (node.path null) have no preview: the button is off. */
  async function preview(form: FormApi<Values>) {
    const path = node.path;
    if (path) await run(() => openPreviewTab(api, { lang: node.lang, path }, () => saveIfNeeded(form)));
  }

  const publish = (form: FormApi<Values>) =>
    run(() =>
      publishCurrent(() => saveIfNeeded(form), (version) => editorDocsApi.publish(api, node.id, { lang: node.lang, version }), {
        unchanged: () => report({ ok: t('docsEditor.form.nothingToPublish') }),
        published: (published) => {
          report({ ok: t('docsEditor.form.published') });
          onSaved(published);
        },
      }),
    );

  const submit = async (values: Values) => (await trySave(values)).errors;
  const [formApi] = useState(() =>
    createEditorForm<Values, 'fields'>({ validate: (values) => schemaErrors({}, 'fields', values.fields, schema, t), onSubmit: submit }, loaded, 'fields'),
  );
  const state = !node.published ? t('docsEditor.notPublished') : node.hasDraft ? t('docsEditor.draft') : t('docsEditor.form.live');
  return (
    <Form<Values>
      form={formApi}
      onSubmit={submit}
      render={({ handleSubmit, form, submitting }) => (
        <form noValidate aria-labelledby="node-heading" onSubmit={submitOrReportInvalid(handleSubmit, form, () => report({ error: new Error(t('docsEditor.form.invalid')) }))}>
          <h2 id="node-heading">{t('docsEditor.form.heading', { kind: t(`docsEditor.kind.${node.kind}`), name: node.fields.name })}</h2>
          <div className={editorStyles.toolbar} role="toolbar" aria-label={t('docsEditor.form.heading', { kind: t(`docsEditor.kind.${node.kind}`), name: node.fields.name })}>
            <button type="submit" disabled={submitting || busy || readOnly}>{t('docsEditor.form.save')}</button>
            <button type="button" disabled={submitting || busy || readOnly || !node.path} onClick={() => preview(form)}>{t('docsEditor.form.preview')}</button>
            <button type="button" disabled={submitting || busy || readOnly} onClick={() => publish(form)}>{t('docsEditor.form.publish')}</button>
            <span>{t('docsEditor.form.status', { state, version: node.version })}</span>
          </div>
          {!node.path ? <p>{t('docsEditor.form.noPage')}</p> : null}
          {onDraft ? <ReportDraft<Values> toDraft={toDraft} onDraft={onDraft} /> : null}
          <fieldset className={editorStyles.panel}>
            <legend>{t('docsEditor.form.fields')}</legend>
            <ObjectFields name="fields" spec={spec} />
          </fieldset>
        </form>
      )}
    />
  );
}
