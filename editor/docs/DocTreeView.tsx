import type { EditorDocNode } from '../../contract/doc-nodes';
import { useT } from '../../i18n';
import styles from './Docs.module.css';

/** A node's name as a button that chooses it; status words are text, so screen readers read them with the name. */
export function NodeButton({ node, selected, onSelect }: { node: EditorDocNode; selected: number | null; onSelect: (id: number) => void }) {
  const t = useT();
  return (
    <button type="button" className={styles.node} aria-current={node.id === selected} onClick={() => onSelect(node.id)} data-node-id={node.id}>
      <span className={styles.kind}>{t(`docsEditor.kind.${node.kind}`)}</span>{' '}
      {node.name}{' '}
      {!node.published ? <span className={styles.badge}>({t('docsEditor.notPublished')})</span> : node.hasDraft ? <span className={styles.badge}>({t('docsEditor.draft')})</span> : null}
    </button>
  );
}

/**
 * The documentation tree as nested lists of buttons, for staff who may not move nodes: Tab reaches every node, Enter
 * or Space chooses one (its fields open beside the tree).
 */
export default function DocTreeView({ tree, selected, onSelect }: { tree: EditorDocNode[]; selected: number | null; onSelect: (id: number) => void }) {
  const t = useT();
  const render = (nodes: EditorDocNode[]) => (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <NodeButton node={node} selected={selected} onSelect={onSelect} />
          {node.children.length ? render(node.children) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={t('docsEditor.tree')} className={styles.tree}>
      {render(tree)}
    </nav>
  );
}
