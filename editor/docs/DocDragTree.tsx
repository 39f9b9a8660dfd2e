import { useMemo, useState } from 'react';
import type { EditorDocNode } from '../../contract/doc-nodes';
import { useT } from '../../i18n';
import SortableTree, { type TreeItem, type TreeMove } from '../tree/SortableTree';
import { NodeButton } from './DocTreeView';
import { allNodes, dropRule, moveOfDrop, sortableItems, type MoveTarget } from './tree-moves';
import styles from './Docs.module.css';

export interface DocDragTreeProps {
  tree: EditorDocNode[];
  selected: number | null;
  onSelect: (id: number) => void;
  /** Runs the move through the API and refreshes the tree; when the API refuses, the caller shows why. */
  onMove: (node: EditorDocNode, to: MoveTarget, parentName: string) => Promise<unknown>;
  /** While a change is being stored: a move planned on the tree before it would carry stale versions and positions. */
  disabled?: boolean;
}

/**
 * The documentation tree for editors: each node is dragged (or moved by keyboard through its handle) to reorder it or
 * put it in another directory, where the tree rules allow; its name chooses it for editing. The tree shows the drop at
 * once and goes back to the stored tree if the API refuses the move.
 */
export default function DocDragTree({ tree, selected, onSelect, onMove, disabled }: DocDragTreeProps) {
  const t = useT();
  const stored = useMemo(() => sortableItems(tree), [tree]);
  const canDrop = useMemo(() => dropRule(tree), [tree]);
  const [shown, setShown] = useState<{ from: TreeItem[]; items: TreeItem[] } | null>(null);
  // A drop shows until the stored tree it was made on changes (the move's refresh) or the move fails.
  const items = shown && shown.from === stored ? shown.items : stored;
  const byId = useMemo(() => new Map(allNodes(tree).map((n) => [String(n.id), n])), [tree]);

  const move = async (drop: TreeMove) => {
    const planned = moveOfDrop(tree, drop);
    if (!planned) return;
    await onMove(planned.node, planned.to, planned.parent?.name ?? t('docsEditor.move.top'));
    // Refused: back to the stored tree (the caller shows why). Done: the refreshed tree replaces the drop anyway.
    setShown(null);
  };

  return (
    <nav aria-label={t('docsEditor.tree')} className={styles.tree}>
      <SortableTree
        items={items}
        label={t('docsEditor.tree')}
        canDrop={canDrop}
        disabled={disabled}
        onChange={(next) => setShown({ from: stored, items: next })}
        onMove={(drop) => void move(drop)}
        renderItem={(item) => {
          const node = byId.get(item.id);
          return node ? <NodeButton node={node} selected={selected} onSelect={onSelect} /> : item.label;
        }}
      />
    </nav>
  );
}
