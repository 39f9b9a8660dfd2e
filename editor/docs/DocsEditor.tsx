import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeptWork } from '../drafts/use-kept-work';
import { useRouter } from 'next/router';
import useSWR, { useSWRConfig } from 'swr';
import type { CreatableKind, EditableDocNode, EditorDocNode } from '../../contract/doc-nodes';
import { editorDocsApi } from '../../api-client/editor-docs';
import { useT } from '../../i18n';
import type { Lang } from '../../contract/langs';
import { CONTENT_LANGS } from '../paths';
import { failureText, isConflict, isSignedOut, useEditorApi, useStaff } from '../use-editor';
import CreateNode from './CreateNode';
import RevisionHistory from '../calendar/RevisionHistory';
import DocLanguages from './DocLanguages';
import Schedules from '../calendar/Schedules';
import DocNodeForm, { keptKind, type Report } from './DocNodeForm';
import DocDragTree from './DocDragTree';
import DocTreeView from './DocTreeView';
import MoveControls from './MoveControls';
import NodeRemoval from './NodeRemoval';
import LiveSplit from '../preview/LiveSplit';
import { docChannel } from '../../api-client/live-preview';
import { locate, type MoveTarget } from './tree-moves';
import styles from './Docs.module.css';
import editorStyles from '../Editor.module.css';

type Status = { tone: 'ok' | 'error'; text: string; conflict?: boolean } | null;

/**
 * A node's form is new for each language and version (a saved version opens in a fresh form): ids are shared by a
 * node's languages, and each language counts its own versions, so both are in the key.
 */
const formKey = (node: EditableDocNode, generation: number) => `${node.id}-${node.lang}-${node.version}-${generation}`;

/**
 * The documentation centre editor: one language's tree (drafts and unpublished nodes included), and for the chosen
 * node its move controls, what may be added under it, its fields with save / preview / publish, and its history.
 */
export default function DocsEditor() {
  const t = useT();
  const api = useEditorApi();
  const readOnly = useStaff().staff?.role === 'viewer';
  const [lang, setLang] = useState<string>(CONTENT_LANGS[0]);
  const [selected, setSelected] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [generation, setGeneration] = useState(0);
  const tree = useSWR(['docs/tree', lang], () => editorDocsApi.tree(api, lang), { revalidateOnFocus: false });
  const node = useSWR(selected === null ? null : ['docs/node', selected, lang], () => editorDocsApi.node(api, selected as number, lang), { revalidateOnFocus: false });
  /** The chosen node's form's kept work while it is mounted (DocNodeForm's keptOut). */
  const formKept = useRef<KeptWork | null>(null);
  const { mutate } = useSWRConfig();
  /** What is chosen now, for a change's answer that arrives after the editor moved on. */
  const chosen = useRef({ selected, lang });
  chosen.current = { selected, lang };
  const history = useSWR(selected === null ? null : ['docs/history', selected, lang], () => editorDocsApi.history(api, selected as number, lang));
  const at = selected !== null && tree.data ? locate(tree.data, selected) : null;
  // ?language=…&node=… (the calendar's links) opens a node in a language.
  const router = useRouter();
  useEffect(() => {
    if (!router.isReady) return;
    const { language, node: chosen } = router.query;
    if (typeof language === 'string' && (CONTENT_LANGS as readonly string[]).includes(language)) setLang(language);
    if (typeof chosen === 'string' && /^\d{1,10}$/.test(chosen)) setSelected(Number(chosen));
  }, [router.isReady, router.query]);

  const report: Report = (outcome) => {
    if (!outcome) return setStatus(null);
    if ('ok' in outcome) return setStatus({ tone: 'ok', text: outcome.ok });
    const { error } = outcome;
    if (isConflict(error)) setStatus({ tone: 'error', text: t('docsEditor.form.conflict', { message: failureText(error) }), conflict: true });
    else if (isSignedOut(error)) setStatus({ tone: 'error', text: t('editor.error.session') });
    else setStatus({ tone: 'error', text: failureText(error) });
  };
  /**
   * After a change made here; `from`: the version the change was made from, when it kept the node's fields (unpublish,
   * a move). What is typed in that node's form, if it still shows that version, follows (the form checks).
   */
  const refresh = async (changed?: EditableDocNode, from?: number) => {
    if (changed && from !== undefined) formKept.current?.movedTo(changed.version, { entryId: changed.id, kind: keptKind(changed.lang), version: from });
    // The changed node under its own key (the editor may have chosen another node or language meanwhile); another
    // node's change may still renumber the chosen one: reload it rather than keep a stale version.
    if (changed) await mutate(['docs/node', changed.id, changed.lang], changed, { revalidate: false });
    if (changed && (changed.id !== chosen.current.selected || changed.lang !== chosen.current.lang)) await node.mutate();
    await Promise.all([tree.mutate(), history.mutate()]);
  };

  /**
   * Runs a change with the controls disabled until `after` (the refresh) is done too, so that nothing is pressed on the
   * tree as it was before the change, and its outcome is reported.
   */
  async function act<T>(run: () => Promise<T>, ok: (result: T) => string, after?: (result: T) => Promise<unknown>): Promise<T | null> {
    setBusy(true);
    try {
      const result = await run();
      await after?.(result);
      report({ ok: ok(result) });
      return result;
    } catch (error) {
      report({ error });
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** Moves a node (the chosen one by its controls, any by dragging in the tree); a refusal is shown in the alert. */
  async function move(moving: EditorDocNode, to: MoveTarget, parentName: string) {
    await act(
      () => editorDocsApi.move(api, moving.id, { lang, version: moving.version, ...to }),
      () => t('docsEditor.move.done', { name: moving.name, position: to.position + 1, parent: parentName }),
      (moved) => refresh(moved, moving.version),
    );
  }
  const choose = (id: number) => { setSelected(id); setStatus(null); };
  /** The chosen node in another language: its versions share its id, so it stays chosen. */
  const openIn = useCallback((to: string) => { setLang(to); setStatus(null); }, []);
  const startedIn = useCallback((to: Lang) => {
    setLang(to);
    setStatus({ tone: 'ok', text: t('translation.started', { lang: t(`translation.lang.${to}`) }) });
  }, [t]);

  async function unpublish(current: EditableDocNode, explain: (error: unknown) => unknown) {
    await act(
      () => editorDocsApi.unpublish(api, current.id, { lang, version: current.version }).catch((error) => { throw explain(error); }),
      () => t('docsPublishing.unpublished', { name: current.fields.name }),
      (unpublished) => refresh(unpublished, current.version),
    );
  }

  async function remove(current: EditableDocNode, explain: (error: unknown) => unknown): Promise<boolean> {
    const removed = await act(
      () => editorDocsApi.remove(api, current.id, { lang, version: current.version }).catch((error) => { throw explain(error); }),
      () => t('docsPublishing.deleted', { name: current.fields.name }),
      async () => { setSelected(null); await tree.mutate(); },
    );
    return removed !== null;
  }

  async function create(input: { kind: CreatableKind; name: string; productCode?: string }): Promise<boolean> {
    if (!at) return false;
    const created = await act(() => editorDocsApi.create(api, { lang, parentId: at.node.id, ...input }), (c) => t('docsEditor.create.done', { name: c.fields.name }));
    if (!created) return false;
    await tree.mutate();
    setSelected(created.id);
    return true;
  }

  return (
    <div className={editorStyles.editor}>
      <h1>{t('docsEditor.heading')}</h1>
      <div className={editorStyles.field}>
        <label htmlFor="docs-language">{t('docsEditor.language')}</label>
        <select id="docs-language" value={lang} onChange={(e) => { setLang(e.target.value); setSelected(null); setStatus(null); }}>
          {CONTENT_LANGS.map((l) => <option key={l} value={l}>{l}</option>)}
        </select>
      </div>
      <div id="docs-editor-status" role="status" className={editorStyles.ok}>{status?.tone === 'ok' ? status.text : ''}</div>
      {status?.tone === 'error' ? (
        <div role="alert" className={editorStyles.error}>
          <p>{status.text}</p>
          {status.conflict ? (
            <button type="button" onClick={async () => { setStatus(null); await Promise.all([tree.mutate(), node.mutate()]); setGeneration((g) => g + 1); }}>{t('docsEditor.form.reload')}</button>
          ) : null}
        </div>
      ) : null}
      {tree.error ? <p role="alert" className={editorStyles.error}>{t('editor.error.load', { message: failureText(tree.error) })}</p> : null}
      {!tree.data && !tree.error ? <p aria-busy="true">{t('docsEditor.loading')}</p> : null}
      {tree.data && tree.data.length === 0 ? <p>{t('docsEditor.empty')}</p> : null}
      {tree.data && tree.data.length ? (
        <div className={styles.layout}>
          {readOnly
            ? <DocTreeView tree={tree.data} selected={selected} onSelect={choose} />
            : <DocDragTree tree={tree.data} selected={selected} onSelect={choose} onMove={move} disabled={busy} />}
          <div>
            {!at ? <p>{t('docsEditor.select')}</p> : null}
            {node.error ? <p role="alert" className={editorStyles.error}>{t('editor.error.load', { message: failureText(node.error) })}</p> : null}
            {at && node.data && node.data.id === at.node.id ? (
              <>
                {node.data.path && (node.data.kind === 'article' || node.data.kind === 'apiDocument') ? (
                  <div className={styles.withPreview}>
                    <LiveSplit key={`${node.data.id}-${lang}`} target={{ id: node.data.id, path: node.data.path, lang, channel: docChannel(node.data.id, lang) }}>
                      {(onDraft) => <DocNodeForm key={formKey(node.data!, generation)} node={node.data!} keptOut={formKept} report={report} onSaved={(saved) => void refresh(saved)} onDraft={onDraft} />}
                    </LiveSplit>
                  </div>
                ) : (
                  <DocNodeForm key={formKey(node.data, generation)} node={node.data} keptOut={formKept} report={report} onSaved={(saved) => void refresh(saved)} />
                )}
                {readOnly ? null : <MoveControls tree={tree.data} node={at.node} disabled={busy} onMove={(to, parentName) => move(at.node, to, parentName)} />}
                {readOnly ? null : (
                  <NodeRemoval node={node.data} at={at.node} lang={lang} disabled={busy} onUnpublish={(explain) => unpublish(node.data!, explain)} onDelete={(explain) => remove(node.data!, explain)} />
                )}
                {readOnly ? null : <CreateNode parent={at.node} disabled={busy} onCreate={create} />}
                <section className={editorStyles.panel} aria-labelledby="doc-schedules-heading">
                  <h2 id="doc-schedules-heading">{t('calendar.heading')}</h2>
                  <Schedules key={`${node.data.id}-${lang}`} target={{ docId: node.data.id, lang }} readOnly={readOnly} report={(note) => setStatus(note)} />
                </section>
                <DocLanguages nodeId={node.data.id} lang={lang} version={node.data.version} readOnly={readOnly} onOpen={openIn} onStarted={startedIn} />
                <RevisionHistory
                  revisions={{
                    diff: (client, revisionId) => editorDocsApi.diff(client, node.data!.id, lang, revisionId),
                    restore: (client, revisionId) => editorDocsApi.restore(client, node.data!.id, { lang, version: node.data!.version }, revisionId),
                  }}
                  rows={history.data}
                  readOnly={readOnly}
                  onRestored={async (version) => {
                    await refresh(await editorDocsApi.node(api, node.data!.id, lang));
                    setGeneration((g) => g + 1);
                    setStatus({ tone: 'ok', text: t('calendar.revisions.restored', { version }) });
                  }}
                  onFailed={(message) => setStatus({ tone: 'error', text: t('calendar.failed', { message }) })}
                />
              </>
            ) : at ? <p aria-busy="true">…</p> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
