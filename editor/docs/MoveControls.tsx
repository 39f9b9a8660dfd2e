import { useState } from 'react';
import type { EditorDocNode } from '../../contract/doc-nodes';
import { useT } from '../../i18n';
import { allNodes, moveTargets, quickMoves, type MoveTarget } from './tree-moves';
import styles from './Docs.module.css';
import editorStyles from '../Editor.module.css';

/** One-step moves (up, down, out, into) and a "Move to" choice of every place the tree rules allow; all buttons. */
export default function MoveControls({ tree, node, disabled, onMove }: { tree: EditorDocNode[]; node: EditorDocNode; disabled: boolean; onMove: (to: MoveTarget, parentName: string) => void }) {
  const t = useT();
  const moves = quickMoves(tree, node.id);
  const targets = moveTargets(tree, node);
  const [target, setTarget] = useState<string>('');
  const parentName = (id: number | null) => (id === null ? t('docsEditor.move.top') : (targets.find((x) => x.target.id === id)?.target.name ?? ''));
  const here = allNodes(tree).find((n) => n.children.some((c) => c.id === node.id));
  return (
    <section aria-labelledby="move-heading" className={editorStyles.panel}>
      <h2 id="move-heading">{t('docsEditor.move.heading', { name: node.name })}</h2>
      <div className={styles.tools}>
        <button type="button" disabled={disabled || !moves.up} onClick={() => moves.up && onMove(moves.up, here?.name ?? t('docsEditor.move.top'))}>{t('docsEditor.move.up')}</button>
        <button type="button" disabled={disabled || !moves.down} onClick={() => moves.down && onMove(moves.down, here?.name ?? t('docsEditor.move.top'))}>{t('docsEditor.move.down')}</button>
        {moves.out && here ? (
          <button type="button" disabled={disabled} onClick={() => moves.out && onMove(moves.out, moves.out.into.name)}>{t('docsEditor.move.out', { parent: here.name })}</button>
        ) : null}
        {moves.into ? (
          <button type="button" disabled={disabled} onClick={() => moves.into && onMove(moves.into, moves.into.into.name)}>{t('docsEditor.move.into', { sibling: moves.into.into.name })}</button>
        ) : null}
      </div>
      {targets.length ? (
        <div className={styles.tools}>
          <div className={editorStyles.field}>
            <label htmlFor="move-target">{t('docsEditor.move.to')}</label>
            <select id="move-target" value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">{t('editor.field.none')}</option>
              {targets.map(({ target: x, depth }) => (
                <option key={x.id} value={String(x.id)}>{`${'\u00a0\u00a0'.repeat(depth)}${x.name}`}</option>
              ))}
            </select>
          </div>
          <button
            type="button"
            disabled={disabled || !target}
            onClick={() => {
              const to = targets.find((x) => String(x.target.id) === target)?.target;
              if (to) onMove({ parentId: to.id, position: to.children.filter((c) => c.id !== node.id).length }, parentName(to.id));
            }}
          >
            {t('docsEditor.move.toSubmit')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
